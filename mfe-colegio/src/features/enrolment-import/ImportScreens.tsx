// The enrolment-import screens under /colegio/alumnos/inscripcion/: SelectImports (what to import),
// FormUploadFIle (cycle and file), TableInscriptionXlsx (preview with each row's errors), importarInscripcion
// (the background job with its progress), ImportarBajaAlumno (drops: file, preview and job) and ResultData
// (what was imported and what was refused, and why).
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import type { ImportRowError } from '@mikro/contracts';
import { cyclesResourceApi, downloadSchoolImportTemplate, schoolApi, toApiError, useResourceOptions } from '@mikro/api-client';
import { useCan, useSession } from '@mikro/session';
import { Alert, Badge, Box, Button, Card, DataTable, EmptyState, ErrorState, Field, FilePicker, HStack, Input, LoadingState, notify, PageHeader, readSpreadsheet, SelectInput, SimpleGrid, Text, useLocalPaging, VStack, type Column } from '@mikro/ui';
import { JobProgress, JobResult, studentsDoneText, useJob } from '../../shared/JobProgress';
import { checkDropRows, checkEnrolmentRows, DROP_COLUMNS, dropRows, ENROLMENT_COLUMNS, enrolmentRows, missingColumns } from './checks';
import { setDraft, useDraft, type ImportDraft, type ImportKindName } from './draft';
import { useSchoolCatalogs } from './useCatalogs';
import { institutionToday } from '@mikro/domain';

const rowsText = (count: number) => `${count} ${count === 1 ? 'fila' : 'filas'}`;

const BASE = '/colegio/alumnos/inscripcion';
const FIELD_LABELS: Record<string, string> = { enrollment: 'Matrícula', grade: 'Grado', group: 'Grupo', paymentPlan: 'Plan de pago', date: 'Fecha', reason: 'Motivo' };

export function SelectImportsPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Importar inscripciones o bajas" description="Elija qué quiere importar desde un archivo .xlsx o .csv" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Card.Root>
          <Card.Body>
            <VStack align="start" gap="2">
              <Text fontWeight="bold">Inscripciones</Text>
              <Text fontSize="sm">Columnas: Matrícula, Grado, Grupo y Plan de pago (el grado y el plan se toman del alumno si se omiten). Se inscriben todos o ninguno y se generan sus cargos del ciclo.</Text>
              <Button colorPalette="brand" onClick={() => navigate(`${BASE}/FormUploadFIle`)}>
                Importar inscripciones
              </Button>
            </VStack>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body>
            <VStack align="start" gap="2">
              <Text fontWeight="bold">Bajas</Text>
              <Text fontSize="sm">Columnas: Matrícula, Fecha (DD/MM/AAAA) y Motivo. Se cancelan los cargos pendientes de los meses posteriores a la baja; los pagados no cambian.</Text>
              <Button colorPalette="red" variant="outline" onClick={() => navigate(`${BASE}/ImportarBajaAlumno`)}>
                Importar bajas
              </Button>
            </VStack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </>
  );
}

/** Cycle, date and file; reading the file in the browser, then on to the preview. */
function UploadForm({ kind, onRead }: { kind: ImportKindName; onRead: () => void }) {
  const { currentCycle } = useSession();
  const cycles = useResourceOptions(cyclesResourceApi, (row) => row.name);
  const [cycleId, setCycleId] = useState<number | null>(currentCycle?.id ?? null);
  const [date, setDate] = useState(institutionToday());
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const read = async () => {
    if (!file || cycleId === null) return;
    setReading(true);
    setProblem(null);
    try {
      const sheet = await readSpreadsheet(file);
      if (sheet.rows.length === 0) throw new Error('El archivo no tiene filas para importar');
      const cycleName = cycles.options.find((option) => option.value === cycleId)?.label ?? '';
      setDraft({ kind, file, cycleId, cycleName, inscriptionDate: kind === 'inscripciones' ? date : undefined, sheet });
      onRead();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setReading(false);
    }
  };

  return (
    <Card.Root maxW="2xl">
      <Card.Body>
        <VStack align="stretch" gap="3">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <Field.Root required>
              <Field.Label>Ciclo</Field.Label>
              <SelectInput placeholder="Seleccione…" options={cycles.options} value={cycleId} onChange={setCycleId} />
            </Field.Root>
            {kind === 'inscripciones' && (
              <Field.Root required>
                <Field.Label>Fecha de inscripción</Field.Label>
                <Input type="date" aria-label="Fecha de inscripción" value={date} onChange={(event) => setDate(event.target.value)} />
              </Field.Root>
            )}
          </SimpleGrid>
          <Field.Root required>
            <Field.Label>Archivo (.xlsx o .csv, máximo 5 MB)</Field.Label>
            <FilePicker aria-label="Archivo" accept=".xlsx,.csv" fileName={file?.name ?? null} onSelect={setFile} />
          </Field.Root>
          {problem && (
            <Text color="red.600" role="alert">
              {problem}
            </Text>
          )}
          <HStack justify="end">
            <Button colorPalette="brand" disabled={!file || cycleId === null} loading={reading} onClick={() => void read()}>
              Revisar el archivo
            </Button>
          </HStack>
        </VStack>
      </Card.Body>
    </Card.Root>
  );
}

/** Downloads the import's template: its columns and an example row. */
function TemplateButton({ kind }: { kind: 'inscripciones' | 'bajas' }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadSchoolImportTemplate(kind);
    } catch (error) {
      notify.error(toApiError(error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" loading={busy} onClick={() => void download()}>
      Descargar plantilla
    </Button>
  );
}

export function UploadFilePage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Cargar archivo de inscripción"
        description="Columnas: Matrícula, Grado, Grupo, Plan de pago"
        actions={
          <>
            <TemplateButton kind="inscripciones" />
            <Button variant="outline" onClick={() => navigate(`${BASE}/SelectImports`)}>
              Volver
            </Button>
          </>
        }
      />
      <UploadForm kind="inscripciones" onRead={() => navigate(`${BASE}/TableInscriptionXlsx`)} />
    </>
  );
}

function NoDraft({ to }: { to: string }) {
  const navigate = useNavigate();
  return <EmptyState title="No hay un archivo cargado" description="Cargue el archivo de nuevo para revisarlo." action={<Button onClick={() => navigate(to)}>Cargar archivo</Button>} />;
}

interface PreviewRow {
  row: number;
  values: Record<string, string>;
  errors: ImportRowError[];
}

function PreviewTable({ rows, fields, onlyErrors }: { rows: PreviewRow[]; fields: string[]; onlyErrors: boolean }) {
  const paging = useLocalPaging(onlyErrors ? rows.filter((row) => row.errors.length > 0) : rows, { pageSize: 25 });
  const columns: Column<PreviewRow>[] = [
    { key: 'row', header: 'Fila', width: '60px' },
    ...fields.map((field) => ({ key: field, header: FIELD_LABELS[field], render: (row: PreviewRow) => row.values[field] })),
    {
      key: 'errors',
      header: 'Errores',
      render: (row) =>
        row.errors.length === 0 ? (
          <Badge colorPalette="green">Correcta</Badge>
        ) : (
          <VStack align="start" gap="0">
            {row.errors.map((error, index) => (
              <Text key={index} fontSize="xs" color="red.600">
                {FIELD_LABELS[error.field] ?? error.field}: {error.message}
              </Text>
            ))}
          </VStack>
        ),
    },
  ];
  return (
    <DataTable<PreviewRow>
      caption="Vista previa"
      columns={columns}
      {...paging}
      rowKey="row"
      emptyText="Ninguna fila tiene errores"
    />
  );
}

function usePreview(kind: ImportKindName) {
  const draft = useDraft();
  const sheet = draft?.kind === kind ? draft.sheet : { headers: [], rows: [] };
  const enrolment = enrolmentRows(sheet);
  const drops = dropRows(sheet);
  const catalogs = useSchoolCatalogs((kind === 'inscripciones' ? enrolment : drops).map((row) => row.enrollment));
  if (!draft || draft.kind !== kind) return { draft: null, catalogs, rows: [] as PreviewRow[], headerErrors: [] as ImportRowError[] };
  const headerErrors = kind === 'inscripciones' ? missingColumns(sheet, ENROLMENT_COLUMNS, ['enrollment']) : missingColumns(sheet, DROP_COLUMNS, ['enrollment', 'date', 'reason']);
  const errors = !catalogs.data ? [] : kind === 'inscripciones' ? checkEnrolmentRows(enrolment, catalogs.data, draft.cycleId) : checkDropRows(drops, new Set(catalogs.data.students.keys()));
  const views = kind === 'inscripciones' ? enrolment : drops;
  const rows: PreviewRow[] = views.map((view) => {
    const { row, ...values } = view;
    return { row, values: values as Record<string, string>, errors: errors.filter((error) => error.row === row) };
  });
  return { draft, catalogs, rows, headerErrors };
}

function PreviewBody({ kind, onImport }: { kind: ImportKindName; onImport: () => void }) {
  const { draft, catalogs, rows, headerErrors } = usePreview(kind);
  const canCreate = useCan('crear');
  const [onlyErrors, setOnlyErrors] = useState(false);
  if (!draft) return <NoDraft to={kind === 'inscripciones' ? `${BASE}/FormUploadFIle` : `${BASE}/ImportarBajaAlumno`} />;
  if (catalogs.isLoading) return <LoadingState label="Revisando el archivo…" />;
  if (catalogs.error) return <ErrorState message={toApiError(catalogs.error).message} onRetry={() => void catalogs.refetch()} />;
  const invalid = rows.filter((row) => row.errors.length > 0).length;
  const fields = kind === 'inscripciones' ? ['enrollment', 'grade', 'group', 'paymentPlan'] : ['enrollment', 'date', 'reason'];
  return (
    <VStack align="stretch" gap="3">
      <HStack justify="space-between" wrap="wrap">
        <Text>
          {draft.file.name} · ciclo {draft.cycleName} · {rowsText(rows.length)} · <strong>{rows.length - invalid} {rows.length - invalid === 1 ? 'correcta' : 'correctas'}</strong> · <strong>{invalid} con errores</strong>
        </Text>
        <Button size="sm" variant="outline" onClick={() => setOnlyErrors(!onlyErrors)}>
          {onlyErrors ? 'Ver todas las filas' : 'Ver solo las filas con errores'}
        </Button>
      </HStack>
      {headerErrors.length > 0 && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{headerErrors.map((error) => error.message).join('; ')}</Alert.Title>
        </Alert.Root>
      )}
      {invalid > 0 && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>Se importa todo o nada: corrija las filas con errores en el archivo y vuelva a cargarlo.</Alert.Title>
        </Alert.Root>
      )}
      <PreviewTable rows={rows} fields={fields} onlyErrors={onlyErrors} />
      <HStack justify="end">
        <Button colorPalette={kind === 'bajas' ? 'red' : 'brand'} disabled={!canCreate || invalid > 0 || headerErrors.length > 0} onClick={onImport}>
          {`${kind === 'inscripciones' ? 'Inscribir' : 'Dar de baja a'} ${rows.length} ${rows.length === 1 ? 'alumno' : 'alumnos'}`}
        </Button>
      </HStack>
    </VStack>
  );
}

export function PreviewTablePage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Revisión del archivo de inscripciones"
        description="Cada fila con sus errores antes de importar"
        actions={
          <Button variant="outline" onClick={() => navigate(`${BASE}/FormUploadFIle`)}>
            Cargar otro archivo
          </Button>
        }
      />
      <PreviewBody kind="inscripciones" onImport={() => navigate(`${BASE}/importarInscripcion`)} />
    </>
  );
}

/** Sends the draft's file once and follows its job. */
function SendAndFollow({ kind }: { kind: ImportKindName }) {
  const navigate = useNavigate();
  const draft = useDraft();
  const start = useMutation({
    mutationFn: (sent: ImportDraft) =>
      kind === 'inscripciones' ? schoolApi.massEnrolFile(sent.file, sent.file.name, sent.cycleId, sent.inscriptionDate) : schoolApi.dropsFile(sent.file, sent.file.name, sent.cycleId),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const job = useJob(draft?.jobId ?? null);
  if (!draft || draft.kind !== kind) return <NoDraft to={kind === 'inscripciones' ? `${BASE}/FormUploadFIle` : `${BASE}/ImportarBajaAlumno`} />;
  const send = () => {
    setProblem(null);
    start.mutate(draft, {
      onSuccess: (started) => setDraft({ ...draft, jobId: started.id }),
      onError: (error) => {
        setProblem(toApiError(error).message);
        notify.error(toApiError(error).message);
      },
    });
  };
  const finished = job.data && (job.data.status === 'terminado' || job.data.status === 'rechazado');
  return (
    <Card.Root>
      <Card.Body>
        <VStack align="stretch" gap="3">
          <Text>
            {draft.file.name} · ciclo {draft.cycleName} · {rowsText(draft.sheet.rows.length)}
          </Text>
          {draft.jobId === undefined ? (
            <HStack>
              <Button colorPalette={kind === 'bajas' ? 'red' : 'brand'} loading={start.isPending} onClick={send}>
                {kind === 'inscripciones' ? 'Iniciar la inscripción' : 'Iniciar las bajas'}
              </Button>
              {problem && (
                <Text color="red.600" role="alert">
                  {problem}
                </Text>
              )}
            </HStack>
          ) : (
            <JobProgress jobId={draft.jobId} doneText={(done) => studentsDoneText(kind, done.created)} />
          )}
          {finished && draft.jobId !== undefined && (
            <HStack justify="end">
              <Button onClick={() => navigate(`${BASE}/ResultData?job=${draft.jobId}`)}>Ver el resultado</Button>
            </HStack>
          )}
        </VStack>
      </Card.Body>
    </Card.Root>
  );
}

export function ImportEnrolmentPage() {
  return (
    <>
      <PageHeader title="Importar inscripciones" description="La inscripción corre en segundo plano; puede seguir su avance aquí" />
      <SendAndFollow kind="inscripciones" />
    </>
  );
}

export function ImportDropsPage() {
  const draft = useDraft();
  const [step, setStep] = useState<'upload' | 'preview' | 'send'>(draft?.kind === 'bajas' ? (draft.jobId ? 'send' : 'preview') : 'upload');
  return (
    <>
      <PageHeader
        title="Importar bajas de alumnos"
        description="Columnas: Matrícula, Fecha (DD/MM/AAAA), Motivo"
        actions={
          step !== 'upload' ? (
            <Button variant="outline" onClick={() => (setDraft(null), setStep('upload'))}>
              Cargar otro archivo
            </Button>
          ) : (
            <TemplateButton kind="bajas" />
          )
        }
      />
      {step === 'upload' && <UploadForm kind="bajas" onRead={() => setStep('preview')} />}
      {step === 'preview' && <PreviewBody kind="bajas" onImport={() => setStep('send')} />}
      {step === 'send' && <SendAndFollow kind="bajas" />}
    </>
  );
}

export function ResultDataPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const draft = useDraft();
  const jobId = Number(params.get('job') ?? draft?.jobId ?? NaN);
  const valid = Number.isInteger(jobId) && jobId > 0;
  const job = useJob(valid ? jobId : null);
  return (
    <>
      <PageHeader
        title="Resultado de la importación"
        description="Qué se importó y qué se rechazó, con el motivo de cada fila"
        actions={
          <Button
            variant="outline"
            onClick={() => {
              setDraft(null);
              navigate(`${BASE}/SelectImports`);
            }}
          >
            Nueva importación
          </Button>
        }
      />
      {!valid && <EmptyState title="No hay una importación seleccionada" />}
      {valid && job.isLoading && <LoadingState />}
      {valid && job.error && <ErrorState message={toApiError(job.error).message} onRetry={() => void job.refetch()} />}
      {job.data && (
        <Box>
          <JobResult job={job.data} doneText={(done) => (done.kind === 'inscripciones' ? `${studentsDoneText('inscripciones', done.created)} y se generaron sus cargos` : studentsDoneText('bajas', done.created))} />
        </Box>
      )}
    </>
  );
}
