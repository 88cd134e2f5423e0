// The one spreadsheet import of the product: choose a file, map its columns, preview every row with its
// errors, download the template or the error report, and import all rows at once. It knows no HTTP: the
// screen passes the calls (usually importsApi of @mikro/api-client).
import { useState } from 'react';
import type { ImportCommitResult, ImportMapping, ImportPreview } from '@mikro/contracts';
import { Alert } from '@chakra-ui/react/alert';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Progress } from '@chakra-ui/react/progress';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, VStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { EmptyState } from '../feedback/states';
import { FilePicker } from '../form/FilePicker';
import { SelectInput } from '../form/SelectInput';
import { DataTable } from '../table/DataTable';
import type { Column } from '../table/types';

/** Upload progress, 0–100. */
export type ImportProgress = (percent: number) => void;

export interface SpreadsheetImportProps {
  /** Checks every row without saving; `mapping` is null for the server's suggestion. */
  onPreview: (file: File, mapping: ImportMapping | null, onProgress: ImportProgress) => Promise<ImportPreview>;
  /** Imports every row in one transaction. */
  onCommit: (file: File, mapping: ImportMapping, onProgress: ImportProgress) => Promise<ImportCommitResult>;
  onDownloadTemplate: () => Promise<void>;
  onDownloadErrors: (file: File, mapping: ImportMapping) => Promise<void>;
  onImported?: (result: ImportCommitResult) => void;
  /** The user's message for a failed call (defaults to the error's message). */
  describeError?: (error: unknown) => string;
  /** False hides 'Importar' (a role without the create action). */
  canImport?: boolean;
  /** Rows shown in the preview table (rows with errors first). */
  maxPreviewRows?: number;
}

type PreviewRow = ImportPreview['rows'][number];

type Busy = null | 'preview' | 'commit' | 'template' | 'errors';

const defaultDescribe = (error: unknown) => (error instanceof Error ? error.message : 'Ocurrió un error');

export function SpreadsheetImport({
  onPreview,
  onCommit,
  onDownloadTemplate,
  onDownloadErrors,
  onImported,
  describeError = defaultDescribe,
  canImport = true,
  maxPreviewRows = 200,
}: SpreadsheetImportProps) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [busy, setBusy] = useState<Busy>(null);
  const [percent, setPercent] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [imported, setImported] = useState<ImportCommitResult | null>(null);

  async function run<T>(step: Exclude<Busy, null>, work: () => Promise<T>): Promise<T | undefined> {
    setBusy(step);
    setPercent(0);
    setFailure(null);
    try {
      return await work();
    } catch (error) {
      setFailure(describeError(error));
      return undefined;
    } finally {
      setBusy(null);
    }
  }

  async function check(chosen: File, chosenMapping: ImportMapping | null) {
    setImported(null);
    const result = await run('preview', () => onPreview(chosen, chosenMapping, setPercent));
    if (result) {
      setPreview(result);
      setMapping(result.mapping);
    } else setPreview(null);
  }

  function choose(chosen: File) {
    setFile(chosen);
    void check(chosen, null);
  }

  /** Gives the column `header` the field (null: not imported); a field goes to one column at most. */
  function remap(header: string, field: string | null) {
    if (!file) return;
    const next: ImportMapping = {};
    for (const [h, f] of Object.entries(mapping)) if (h !== header && f !== field) next[h] = f;
    if (field !== null) next[header] = field;
    setMapping(next);
    void check(file, next);
  }

  async function commit() {
    if (!file) return;
    const result = await run('commit', () => onCommit(file, mapping, setPercent));
    if (result) {
      setImported(result);
      setPreview(null);
      setFile(null);
      onImported?.(result);
    }
  }

  const fieldLabel = new Map((preview?.fields ?? []).map((f) => [f.field, f.label]));
  const errorsByRow = new Map<number, string[]>();
  for (const error of preview?.errors ?? []) {
    errorsByRow.set(error.row, [...(errorsByRow.get(error.row) ?? []), `${fieldLabel.get(error.field) ?? error.field}: ${error.message}`]);
  }
  const mappedFields = (preview?.fields ?? []).filter((f) => Object.values(mapping).includes(f.field));
  const missingRequired = (preview?.fields ?? []).filter((f) => f.required && !Object.values(mapping).includes(f.field));
  const fieldOptions = (preview?.fields ?? []).map((f) => ({ value: f.field, label: f.required ? `${f.label} *` : f.label }));
  const shownRows = preview
    ? [...preview.rows.filter((r) => errorsByRow.has(r.row)), ...preview.rows.filter((r) => !errorsByRow.has(r.row))].slice(0, maxPreviewRows)
    : [];
  const previewColumns: Column<PreviewRow>[] = [
    { key: 'row', header: 'Fila' },
    ...mappedFields.map((f): Column<PreviewRow> => ({ key: `field:${f.field}`, header: f.label, render: (row) => display(row.values[f.field]) })),
    {
      key: 'review',
      header: 'Revisión',
      render: (row) => {
        const messages = errorsByRow.get(row.row);
        return messages ? (
          <VStack align="start" gap="1">
            {messages.map((message) => (
              <Text key={message} color="red.600" fontSize="sm">
                {message}
              </Text>
            ))}
          </VStack>
        ) : (
          <Badge colorPalette="green">Correcta</Badge>
        );
      },
    },
  ];
  const hasErrors = (preview?.invalid ?? 0) > 0;
  const uploading = busy === 'preview' || busy === 'commit';

  return (
    <VStack align="stretch" gap="4">
      <HStack wrap="wrap" gap="3">
        <Field.Root maxW="md">
          <Field.Label>Archivo (.xlsx o .csv, máximo 5 MB y 5,000 filas)</Field.Label>
          <FilePicker
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            aria-label="Archivo de hoja de cálculo"
            disabled={uploading}
            fileName={file?.name ?? null}
            onSelect={choose}
          />
        </Field.Root>
        <Button variant="outline" alignSelf="end" loading={busy === 'template'} onClick={() => void run('template', onDownloadTemplate)}>
          Descargar plantilla
        </Button>
      </HStack>

      {uploading && (
        <Progress.Root value={percent >= 100 ? null : percent} size="sm" aria-label={busy === 'commit' ? 'Importando' : 'Revisando el archivo'}>
          <Progress.Label>{busy === 'commit' ? 'Importando…' : percent >= 100 ? 'Revisando las filas…' : `Subiendo el archivo… ${percent}%`}</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}

      {failure && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}

      {imported && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>{imported.imported === 1 ? 'Se importó 1 registro' : `Se importaron ${imported.imported} registros`}</Alert.Title>
        </Alert.Root>
      )}

      {!preview && !uploading && !imported && !failure && (
        <EmptyState title="Elija un archivo" description="Cada fila se revisa antes de importar; nada se guarda hasta que pulse Importar." />
      )}

      {preview && (
        <>
          <Box>
            <Text fontWeight="semibold" mb="2">
              Columnas del archivo
            </Text>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              {preview.headers.map((header) => (
                <Field.Root key={header}>
                  <Field.Label>{header}</Field.Label>
                  <SelectInput
                    size="sm"
                    disabled={uploading}
                    label={`Campo para la columna ${header}`}
                    placeholder="No importar"
                    options={fieldOptions}
                    value={mapping[header] ?? null}
                    onChange={(field) => remap(header, field)}
                  />
                </Field.Root>
              ))}
            </SimpleGrid>
            {missingRequired.length > 0 && (
              <Text color="red.600" mt="2">
                Falta asignar: {missingRequired.map((f) => f.label).join(', ')}
              </Text>
            )}
          </Box>

          <HStack wrap="wrap" justify="space-between">
            <HStack>
              <Badge colorPalette="gray">{preview.total === 1 ? '1 fila' : `${preview.total} filas`}</Badge>
              <Badge colorPalette="green">{preview.valid === 1 ? '1 correcta' : `${preview.valid} correctas`}</Badge>
              <Badge colorPalette={hasErrors ? 'red' : 'gray'}>{preview.invalid} con errores</Badge>
            </HStack>
            <HStack>
              {hasErrors && (
                <Button variant="outline" loading={busy === 'errors'} onClick={() => void run('errors', () => onDownloadErrors(file!, mapping))}>
                  Descargar errores
                </Button>
              )}
              {canImport && (
                <Button colorPalette="brand" loading={busy === 'commit'} disabled={hasErrors || preview.total === 0 || busy !== null} onClick={() => void commit()}>
                  Importar
                </Button>
              )}
            </HStack>
          </HStack>
          {hasErrors && <Text color="red.600">Corrija las filas con errores en el archivo y vuelva a cargarlo: no se importa nada mientras haya errores.</Text>}

          <DataTable<PreviewRow>
            caption="Vista previa del archivo"
            columns={previewColumns}
            rows={shownRows}
            rowKey="row"
            rowTone={(row) => (errorsByRow.has(row.row) ? 'danger' : undefined)}
            wrapText
          />
          {preview.rows.length > shownRows.length && (
            <Text color="fg.muted" fontSize="sm">
              Se muestran {shownRows.length} de {preview.rows.length} filas.
            </Text>
          )}
        </>
      )}
    </VStack>
  );
}

function display(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  return String(value);
}
