// /importar: load students, families, clients, prospects, products or teachers from a spreadsheet.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportKind } from '@mikro/contracts';
import { importsApi, toApiError } from '@mikro/api-client';
import { useCan } from '@mikro/session';
import { Field, PageHeader, SelectInput, SpreadsheetImport, VStack, type SelectOption } from '@mikro/ui';

const IMPORT_KIND_OPTIONS: SelectOption<ImportKind>[] = [
  { value: 'students', label: 'Alumnos' },
  { value: 'families', label: 'Familias' },
  { value: 'clients', label: 'Clientes' },
  { value: 'prospects', label: 'Prospectos' },
  { value: 'products', label: 'Productos (sucursal actual)' },
  { value: 'teachers', label: 'Maestros' },
];

export function ImportPage() {
  const [kind, setKind] = useState<ImportKind>('students');
  const canCreate = useCan('crear');
  const queryClient = useQueryClient();

  return (
    <>
      <PageHeader
        title="Importar datos"
        description="Descargue la plantilla, llénela en Excel y súbala: cada fila se revisa y se importa todo o nada."
      />
      <VStack align="stretch" gap="4">
        <Field.Root maxW="sm">
          <Field.Label>¿Qué va a importar?</Field.Label>
          <SelectInput label="Tipo de registro" options={IMPORT_KIND_OPTIONS} value={kind} onChange={setKind} />
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
