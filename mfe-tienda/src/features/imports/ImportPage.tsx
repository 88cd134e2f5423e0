import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { resourceKeys, toApiError, type ResourceClient } from '@mikro/api-client';
import { useCan } from '@mikro/session';
import { Badge, Box, Button, EmptyState, HStack, Input, notify, PageHeader, Table, Text, VStack } from '@mikro/ui';
import { checkRows, parseCsv, type CsvRow, type RowCheck } from './csvRows';

interface ImportPageProps<Input> {
  title: string;
  /** Where the list of imported records lives. */
  backTo: string;
  columns: string[];
  client: ResourceClient<unknown, Input, Partial<Input>>;
  toValue: (row: CsvRow) => { value: Input | null; errors: string[] };
  describe: (value: Input) => string;
}

/** Upload a CSV, see each row checked, and import all valid rows at once (POST /bulk: all or none). */
export function ImportPage<Input>({ title, backTo, columns, client, toValue, describe }: ImportPageProps<Input>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canCreate = useCan('crear');
  const [checked, setChecked] = useState<RowCheck<Input>[] | null>(null);
  const [busy, setBusy] = useState(false);
  const valid = (checked ?? []).filter((row) => row.value !== null);
  const invalid = (checked ?? []).filter((row) => row.value === null);

  async function readFile(file: File | undefined) {
    if (!file) return;
    setChecked(checkRows(parseCsv(await file.text()), toValue));
  }

  async function importRows() {
    setBusy(true);
    try {
      await client.bulk(valid.map((row) => row.value as Input));
      notify.created();
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(client) });
      navigate(backTo);
    } catch (error) {
      notify.error(`${toApiError(error).message}. No se importó ningún registro.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader
        title={title}
        description={`Archivo CSV (en Excel: Guardar como › CSV UTF-8) con las columnas: ${columns.join(', ')}`}
        actions={
          <>
            <Button variant="outline" onClick={() => navigate(backTo)}>
              Volver
            </Button>
            {canCreate && valid.length > 0 && (
              <Button colorPalette="brand" loading={busy} disabled={invalid.length > 0} onClick={() => void importRows()}>
                Importar {valid.length} registros
              </Button>
            )}
          </>
        }
      />
      <VStack align="stretch" gap="3">
        <Input type="file" accept=".csv,text/csv" aria-label="Archivo CSV" p="1" onChange={(event) => void readFile(event.target.files?.[0])} />
        {checked === null && <EmptyState title="Elige un archivo" description="Cada fila se revisa antes de importar; nada se guarda hasta que confirmes." />}
        {checked !== null && checked.length === 0 && <EmptyState title="El archivo no tiene filas" />}
        {invalid.length > 0 && <Text color="red.600">Corrige las {invalid.length} filas con errores y vuelve a cargar el archivo.</Text>}
        {checked !== null && checked.length > 0 && (
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label="Filas del archivo">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Fila</Table.ColumnHeader>
                  <Table.ColumnHeader>Registro</Table.ColumnHeader>
                  <Table.ColumnHeader>Revisión</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {checked.map((row) => (
                  <Table.Row key={row.line}>
                    <Table.Cell>{row.line}</Table.Cell>
                    <Table.Cell>{row.value ? describe(row.value) : '—'}</Table.Cell>
                    <Table.Cell>
                      {row.errors.length === 0 ? (
                        <Badge colorPalette="green">Correcta</Badge>
                      ) : (
                        <HStack wrap="wrap">
                          {row.errors.map((error) => (
                            <Badge key={error} colorPalette="red">
                              {error}
                            </Badge>
                          ))}
                        </HStack>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </VStack>
    </>
  );
}
