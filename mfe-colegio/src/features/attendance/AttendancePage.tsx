// /colegio/ctrlescolar/grupos/:id/asistencia?dia=AAAA-MM-DD: taking a school group's attendance of a day
// (present, absent, late), from the keyboard at the desk or on a phone in the classroom.
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { toApiError, useAttendanceSheet, useSaveAttendance } from '@mikro/api-client';
import { institutionToday } from '@mikro/domain';
import { useCan } from '@mikro/session';
import { AttendanceTaker, Box, Button, ErrorState, LoadingState, notify, PageHeader } from '@mikro/ui';

export function AttendancePage() {
  const navigate = useNavigate();
  const groupId = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const day = params.get('dia') ?? institutionToday();
  const sheet = useAttendanceSheet('colegio', Number.isInteger(groupId) ? groupId : null, day);
  const save = useSaveAttendance('colegio', groupId);
  const canSave = useCan('editar');
  const group = sheet.data?.group;
  return (
    <Box>
      <PageHeader
        title={group ? `Asistencia · Grupo ${group.name}` : 'Asistencia'}
        description={group?.detail}
        actions={
          <Button variant="outline" onClick={() => navigate('/colegio/ctrlescolar/grupos')}>
            Volver a grupos
          </Button>
        }
      />
      {sheet.isLoading && <LoadingState />}
      {sheet.error && <ErrorState message={toApiError(sheet.error).message} onRetry={() => void sheet.refetch()} />}
      {sheet.data && (
        <AttendanceTaker
          sheet={sheet.data}
          canSave={canSave}
          saving={save.isPending}
          onDayChange={(next) => setParams({ dia: next }, { replace: true })}
          onSave={(body) =>
            save.mutate(body, {
              onSuccess: () => notify.success('Asistencia guardada'),
              onError: (error) => notify.error(toApiError(error).message),
            })
          }
        />
      )}
    </Box>
  );
}
