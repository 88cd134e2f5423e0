// /importar: load students, families, clients, prospects, products or teachers from a spreadsheet.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportKind } from '@mikro/contracts';
import { importsApi, toApiError } from '@mikro/api-client';
import { useCan } from '@mikro/session';
import { Field, NativeSelect, PageHeader, SpreadsheetImport, VStack } from '@mikro/ui';

export const IMPORT_KIND_OPTIONS: { kind: ImportKind; label: string }[] = [
  { kind: 'students', label: 'Alumnos' },
  { kind: 'families', label: 'Familias' },
  { kind: 'clients', label: 'Clientes' },
  { kind: 'prospects', label: 'Prospectos' },
  { kind: 'products', label: 'Productos (sucursal actual)' },
  { kind: 'teachers', label: 'Maestros' },
];

export function ImportPage() {
  const [kind, setKind] = useState<ImportKind>('students');
  const canCreate = useCan('crear');
  const queryClient = useQueryClient();

  return (
    <>
      <PageHeader
        title="Importar datos"
        description="Descarga la plantilla, llénala en Excel y súbela: cada fila se revisa y se importa todo o nada."
      />
      <VStack align="stretch" gap="4">
        <Field.Root maxW="sm">
          <Field.Label>¿Qué vas a importar?</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field aria-label="Tipo de registro" value={kind} onChange={(event) => setKind(event.target.value as ImportKind)}>
              {IMPORT_KIND_OPTIONS.map((option) => (
                <option key={option.kind} value={option.kind}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <SpreadsheetImport
          key={kind}
          canImport={canCreate}
          onPreview={(file, mapping, onProgress) => importsApi.preview(kind, file, mapping, onProgress)}
          onCommit={(file, mapping, onProgress) => importsApi.commit(kind, file, mapping, onProgress)}
          onDownloadTemplate={() => importsApi.downloadTemplate(kind)}
          onDownloadErrors={(file, mapping) => importsApi.downloadErrors(kind, file, mapping)}
          onImported={() => void queryClient.invalidateQueries()}
          describeError={(error) => toApiError(error).message}
        />
      </VStack>
    </>
  );
}
