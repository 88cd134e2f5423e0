// The school's spreadsheet imports through the product's one import engine: students, families, prospects
// and teachers (all or nothing; a preview shows each row's errors first).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportKind } from '@mikro/contracts';
import { importsApi, toApiError } from '@mikro/api-client';
import { useCan } from '@mikro/session';
import { Button, HStack, PageHeader, SpreadsheetImport, Tabs } from '@mikro/ui';

const KINDS: { kind: ImportKind; label: string }[] = [
  { kind: 'students', label: 'Alumnos' },
  { kind: 'families', label: 'Familias' },
  { kind: 'prospects', label: 'Prospectos' },
  { kind: 'teachers', label: 'Maestros' },
];

function KindImport({ kind }: { kind: ImportKind }) {
  const queryClient = useQueryClient();
  const canCreate = useCan('crear');
  return (
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
  );
}

const DESCRIPTION = 'Archivo .xlsx o .csv; descargue la plantilla para ver las columnas. Se importa todo o nada.';

/** /alumnos/importar, /colegio/alumnos/importar, /prospectos/importar: one kind. */
export function ImportKindPage({ kind, title, backTo }: { kind: ImportKind; title: string; backTo: string }) {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={title}
        description={DESCRIPTION}
        actions={
          <Button variant="outline" onClick={() => navigate(backTo)}>
            Volver
          </Button>
        }
      />
      <KindImport kind={kind} />
    </>
  );
}

/** /colegio/importar: every school import, one tab each, plus the enrolment imports. */
export function SchoolImportPage() {
  const navigate = useNavigate();
  const [kind, setKind] = useState<ImportKind>('students');
  return (
    <>
      <PageHeader
        title="Importar colegio"
        description={DESCRIPTION}
        actions={
          <HStack wrap="wrap">
            <Button variant="outline" onClick={() => navigate('/colegio/alumnos/inscripcion/SelectImports')}>
              Importar inscripciones o bajas
            </Button>
          </HStack>
        }
      />
      <Tabs.Root value={kind} onValueChange={(details) => setKind(details.value as ImportKind)} lazyMount unmountOnExit>
        <Tabs.List flexWrap="wrap">
          {KINDS.map((option) => (
            <Tabs.Trigger key={option.kind} value={option.kind}>
              {option.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {KINDS.map((option) => (
          <Tabs.Content key={option.kind} value={option.kind}>
            <KindImport kind={option.kind} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}
