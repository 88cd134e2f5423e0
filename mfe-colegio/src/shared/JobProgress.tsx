// A background school import (mass enrolment or drops): a progress bar polled every second until the job
// ends, then what was written and, for a refused file, each row's reason (nothing is written then).
import type { ImportJob } from '@mikro/contracts';
import { toApiError, useImportJob } from '@mikro/api-client';
import { Alert, Badge, Box, DataTable, ErrorState, HStack, Progress, Text, useLocalPaging, VStack } from '@mikro/ui';

const FIELD_LABELS: Record<string, string> = {
  enrollment: 'Matrícula',
  grade: 'Grado',
  gradeId: 'Grado',
  group: 'Grupo',
  classroomId: 'Grupo',
  paymentPlan: 'Plan de pago',
  paymentPlanId: 'Plan de pago',
  date: 'Fecha',
  reason: 'Motivo',
  cycleId: 'Ciclo',
};

export const isFinished = (job: ImportJob) => job.status === 'terminado' || job.status === 'rechazado';

/** 'Se inscribió 1 alumno' / 'Se inscribieron 3 alumnos' (and the same for drops). */
export function studentsDoneText(kind: 'inscripciones' | 'bajas', count: number): string {
  const one = count === 1;
  const verb = kind === 'inscripciones' ? (one ? 'Se inscribió' : 'Se inscribieron') : one ? 'Se dio de baja a' : 'Se dieron de baja';
  return `${verb} ${count} ${one ? 'alumno' : 'alumnos'}`;
}

/** The job, polled every second until it ends. */
export const useJob = useImportJob;

interface JobViewProps {
  doneText: (job: ImportJob) => string;
  /**
   * A job sent from a screen, not from a file, names its rows by the student (row 1 is the first one sent):
   * the user never saw a file with row numbers.
   */
  rowLabel?: (row: number) => string;
}

export function JobProgress({ jobId, ...view }: { jobId: number } & JobViewProps) {
  const job = useJob(jobId);
  if (job.error) return <ErrorState message={toApiError(job.error).message} onRetry={() => void job.refetch()} />;
  if (!job.data) return <Progress.Root value={null} size="sm" aria-label="Preparando"><Progress.Track><Progress.Range /></Progress.Track></Progress.Root>;
  return <JobResult job={job.data} {...view} />;
}

export function JobResult({ job, doneText, rowLabel }: { job: ImportJob } & JobViewProps) {
  const rejected = useLocalPaging(job.errors);
  const percent = job.total > 0 ? Math.round((job.processed / job.total) * 100) : 0;
  const finished = isFinished(job);
  return (
    <VStack align="stretch" gap="3" data-testid="job-result">
      <HStack justify="space-between" wrap="wrap">
        <Text>
          {job.fileName ? `${job.fileName} · ` : ''}
          {job.processed} de {job.total} {rowLabel ? 'alumnos' : 'filas'}
        </Text>
        <Badge colorPalette={job.status === 'terminado' ? 'green' : job.status === 'rechazado' ? 'red' : 'blue'}>{job.status === 'pendiente' ? 'En cola' : job.status === 'procesando' ? 'Procesando' : job.status === 'terminado' ? 'Terminado' : 'Rechazado'}</Badge>
      </HStack>
      <Progress.Root value={finished ? 100 : percent} size="md" colorPalette={job.status === 'rechazado' ? 'red' : 'brand'} aria-label="Avance">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {job.repeated && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>Este archivo ya se había enviado: se muestra el resultado de entonces, nada se escribió dos veces.</Alert.Title>
        </Alert.Root>
      )}
      {job.status === 'terminado' && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>{doneText(job)}</Alert.Title>
        </Alert.Root>
      )}
      {job.status === 'rechazado' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            {rowLabel ? 'No se inscribió a nadie: corrija los alumnos marcados y vuelva a enviar.' : 'No se escribió nada: corrija las filas marcadas y vuelva a enviar el archivo completo.'}
          </Alert.Title>
        </Alert.Root>
      )}
      {job.errors.length > 0 && (
        <Box>
          <DataTable
            caption={rowLabel ? 'Alumnos rechazados' : 'Filas rechazadas'}
            columns={[
              rowLabel ? { key: 'row', header: 'Alumno', render: (error) => rowLabel(error.row) } : { key: 'row', header: 'Fila', width: '70px' },
              { key: 'field', header: 'Campo', render: (error) => FIELD_LABELS[error.field] ?? error.field },
              { key: 'message', header: 'Motivo' },
            ]}
            {...rejected}
            rowKey={(error) => `${error.row}-${error.field}-${error.message}`}
          />
        </Box>
      )}
    </VStack>
  );
}
