// /colegio/alumnos/perfil/:idalum?/:idac?: a student's profile — record, enrolments (enrol, drop, concepts),
// charges, payments and the printable account statement. Without an id, find the student first.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { Inscription, SchoolCharge } from '@mikro/contracts';
import { schoolApi, schoolKeys, studentsApi, toApiError, useOne } from '@mikro/api-client';
import { useCan, useCanOn, useSession } from '@mikro/session';
import {
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  type Column,
  DataTable,
  ErrorState,
  FormDialog,
  formatDate,
  formatMoney,
  Heading,
  HStack,
  LoadingState,
  MESSAGES,
  maxLengthMessage,
  notify,
  pagedTableProps,
  PageHeader,
  Tabs,
  Text,
  TextField,
  useLocalPaging,
  useTableState,
  VStack,
} from '@mikro/ui';
import * as yup from 'yup';
import { EnrolDialog } from '../../shared/EnrolDialog';
import { PaymentHistory } from '../../shared/PaymentHistory';
import { fullName } from '../../shared/people';
import { RecordState } from '../../shared/RecordState';
import { ScholarshipsPanel } from '../../shared/ScholarshipsPanel';
import { StudentSearch } from '../../shared/StudentSearch';
import { useSchoolMutation } from '../../shared/useSchoolMutation';
import { InscriptionConceptsPanel } from './InscriptionConceptsPanel';
import { StatementView } from './StatementView';
import { institutionToday, periodLabel } from '@mikro/domain';

const INSCRIPTION_STATUS: Record<Inscription['status'], { label: string; color: string }> = {
  activa: { label: 'Activa', color: 'green' },
  baja: { label: 'Baja', color: 'red' },
  terminada: { label: 'Terminada', color: 'gray' },
};
const CHARGE_STATUS: Record<SchoolCharge['status'], { label: string; color: string }> = {
  pending: { label: 'Pendiente', color: 'orange' },
  paid: { label: 'Pagado', color: 'green' },
  cancelled: { label: 'Cancelado', color: 'gray' },
};

export function StudentProfilePage() {
  const navigate = useNavigate();
  const params = useParams();
  const id = params.idalum ? Number(params.idalum) : null;
  if (id === null)
    return (
      <>
        <PageHeader title="Perfil del alumno" description="Busque al alumno para ver sus inscripciones, cargos, pagos y estado de cuenta" />
        <Box maxW="lg">
          <StudentSearch autoFocus actionText="Ver perfil" onPick={(student) => navigate(`/colegio/alumnos/perfil/${student.id}`)} />
        </Box>
      </>
    );
  if (!Number.isInteger(id) || id <= 0) return <RecordState isLoading={false} error={{ statusCode: 404 }} onRetry={() => undefined} notFoundText="El alumno no existe" />;
  const inscriptionId = Number(params.idac);
  return <Profile id={id} inscriptionId={Number.isInteger(inscriptionId) && inscriptionId > 0 ? inscriptionId : null} />;
}

function Profile({ id, inscriptionId }: { id: number; inscriptionId: number | null }) {
  const navigate = useNavigate();
  const { company } = useSession();
  const canEnrol = useCan('editar');
  // Scholarships are written through the students route's editar, the permission the API checks.
  const canGrant = useCanOn('/colegio/alumnos', 'editar');
  const student = useOne(studentsApi, id, { join: [{ field: 'family' }, { field: 'grade' }, { field: 'classroom' }, { field: 'campus' }] });
  const statement = useQuery({ queryKey: schoolKeys.statement(id), queryFn: () => schoolApi.statement(id) });
  const [enrolling, setEnrolling] = useState(false);
  if (!student.data) return <RecordState isLoading={student.isLoading} error={student.error} onRetry={() => void student.refetch()} notFoundText="El alumno no existe" />;
  const name = fullName(student.data);
  return (
    <>
      <PageHeader
        title="Perfil del alumno"
        actions={
          <HStack wrap="wrap">
            <Button variant="outline" onClick={() => navigate(`/alumnos/${id}`)}>
              Editar datos
            </Button>
            {canEnrol && (
              <Button colorPalette="brand" onClick={() => setEnrolling(true)}>
                Inscribir a un ciclo
              </Button>
            )}
          </HStack>
        }
      />
      <Card.Root mb="4">
        <Card.Body>
          <HStack gap="4" align="center" wrap="wrap">
            <Avatar.Root size="2xl">
              {student.data.photo && <Avatar.Image src={student.data.photo} alt={`Foto de ${name}`} />}
              <Avatar.Fallback name={name} />
            </Avatar.Root>
            <VStack align="start" gap="0">
              <Heading size="lg">{name}</Heading>
              <Text>Matrícula {student.data.enrollment}</Text>
              <Text fontSize="sm" color="fg.muted">
                {[student.data.grade?.name, student.data.classroom?.name, student.data.campus?.name].filter(Boolean).join(' · ')}
                {student.data.family ? ` · ${student.data.family.name}` : ''}
              </Text>
            </VStack>
            {statement.data && (
              <Box ms="auto" textAlign="end">
                <Text fontSize="sm">Saldo pendiente</Text>
                <Text fontWeight="bold" fontSize="xl">
                  {formatMoney(statement.data.totals.pending)}
                </Text>
              </Box>
            )}
          </HStack>
        </Card.Body>
      </Card.Root>
      <Tabs.Root defaultValue={inscriptionId ? 'inscriptions' : 'inscriptions'} lazyMount>
        <Tabs.List flexWrap="wrap">
          <Tabs.Trigger value="inscriptions">Inscripciones</Tabs.Trigger>
          <Tabs.Trigger value="charges">Cargos</Tabs.Trigger>
          <Tabs.Trigger value="payments">Pagos</Tabs.Trigger>
          <Tabs.Trigger value="statement">Estado de cuenta</Tabs.Trigger>
          <Tabs.Trigger value="scholarships">Becas</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="inscriptions">
          <Inscriptions studentId={id} highlight={inscriptionId} canEdit={canEnrol} />
        </Tabs.Content>
        <Tabs.Content value="charges">
          {statement.isLoading && <LoadingState />}
          {statement.error && <ErrorState message={toApiError(statement.error).message} onRetry={() => void statement.refetch()} />}
          {statement.data && <ChargesTable charges={statement.data.charges} />}
        </Tabs.Content>
        <Tabs.Content value="payments">
          <PaymentHistory studentId={id} cancelAction="editar" />
        </Tabs.Content>
        <Tabs.Content value="statement">
          {statement.isLoading && <LoadingState />}
          {statement.error && <ErrorState message={toApiError(statement.error).message} onRetry={() => void statement.refetch()} />}
          {statement.data && (
            <VStack align="stretch">
              <style>{`@media print { body * { visibility: hidden !important; } .print-area, .print-area * { visibility: visible !important; } .print-area { position: absolute; left: 0; top: 0; width: 100%; } }`}</style>
              <HStack justify="end">
                <Button variant="outline" onClick={() => window.print()}>
                  Imprimir estado de cuenta
                </Button>
              </HStack>
              <StatementView statement={statement.data} companyName={company?.name ?? ''} />
            </VStack>
          )}
        </Tabs.Content>
        <Tabs.Content value="scholarships">
          <ScholarshipsPanel studentId={id} studentName={name} canEdit={canGrant} />
        </Tabs.Content>
      </Tabs.Root>
      {enrolling && <EnrolDialog student={{ id, name, gradeId: student.data.gradeId, classroomId: student.data.classroomId, paymentPlanId: student.data.paymentPlanId }} onClose={() => setEnrolling(false)} />}
    </>
  );
}

function ChargesTable({ charges }: { charges: SchoolCharge[] }) {
  const paging = useLocalPaging(charges);
  const columns: Column<SchoolCharge>[] = [
    { key: 'name', header: 'Concepto' },
    { key: 'period', header: 'Mes', render: (row) => periodLabel(row.year, row.month) },
    { key: 'dueDate', header: 'Vence', render: (row) => formatDate(row.dueDate) },
    { key: 'price', header: 'Importe', align: 'end', render: (row) => formatMoney(row.price) },
    { key: 'status', header: 'Estado', render: (row) => <Badge colorPalette={CHARGE_STATUS[row.status].color}>{CHARGE_STATUS[row.status].label}</Badge> },
  ];
  return (
    <DataTable<SchoolCharge>
      caption="Cargos"
      columns={columns}
      {...paging}
      rowKey="id"
      emptyText="El alumno no tiene cargos; inscríbelo a un ciclo con un plan de pago"
    />
  );
}


const dropSchema = yup.object({ reason: yup.string().trim().required(MESSAGES.required).max(500, maxLengthMessage(500)), date: yup.string().required(MESSAGES.required) });

function Inscriptions({ studentId, highlight, canEdit }: { studentId: number; highlight: number | null; canEdit: boolean }) {
  const navigate = useNavigate();
  // A drop cancels the pending charges of the months after it: every school view reads them.
  const drop = useSchoolMutation(({ id, reason, date }: { id: number; reason: string; date: string }) => schoolApi.changeStatus(id, { status: 'baja', reason, date }));
  const table = useTableState({ pageSize: 10 });
  const [dropping, setDropping] = useState<Inscription | null>(null);
  const query = { studentId, page: table.page, limit: table.pageSize };
  const list = useQuery({ queryKey: schoolKeys.inscriptions(query), queryFn: () => schoolApi.inscriptions(query) });
  const columns: Column<Inscription>[] = [
    { key: 'cycle', header: 'Ciclo', render: (row) => <Text fontWeight={row.id === highlight ? 'bold' : undefined}>{row.cycle.name}</Text> },
    { key: 'grade', header: 'Grado y grupo', render: (row) => [row.grade.name, row.classroom?.name].filter(Boolean).join(' · ') },
    { key: 'paymentPlan', header: 'Plan de pago', render: (row) => row.paymentPlan.name },
    { key: 'inscriptionDate', header: 'Inscripción', render: (row) => formatDate(row.inscriptionDate) },
    { key: 'pending', header: 'Pendiente', align: 'end', render: (row) => `${formatMoney(row.pendingAmount)} (${row.pendingCharges})` },
    { key: 'status', header: 'Estado', render: (row) => <Badge colorPalette={INSCRIPTION_STATUS[row.status].color}>{INSCRIPTION_STATUS[row.status].label}</Badge> },
  ];
  return (
    <>
      <DataTable<Inscription>
        caption="Inscripciones"
        columns={columns}
        rowKey="id"
        {...pagedTableProps(table, list)}
        emptyText="Sin inscripciones"
        actions={(row) => (
          <HStack gap="1">
            <Button size="xs" variant="outline" aria-label={`Conceptos de la inscripción ${row.cycle.name}`} onClick={() => navigate(`/colegio/alumnos/perfil/${studentId}/${row.id}`)}>
              Conceptos
            </Button>
            {canEdit && row.status === 'activa' && (
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDropping(row)}>
                Dar de baja
              </Button>
            )}
          </HStack>
        )}
      />
      {highlight !== null && <InscriptionConceptsPanel key={highlight} inscriptionId={highlight} canEdit={canEdit} onClose={() => navigate(`/colegio/alumnos/perfil/${studentId}`)} />}
      {dropping && (
        <FormDialog<{ reason: string; date: string }>
          open
          title={`Baja de ${dropping.student.name} en ${dropping.cycle.name}`}
          submitText="Dar de baja"
          initialValues={{ reason: '', date: institutionToday() }}
          validationSchema={dropSchema}
          onClose={() => setDropping(null)}
          onSubmit={async (values) => {
            try {
              await drop.mutateAsync({ id: dropping.id, reason: values.reason.trim(), date: values.date });
              notify.success('Baja registrada; los cargos pendientes de los meses siguientes se cancelaron');
              setDropping(null);
            } catch (error) {
              notify.error(toApiError(error).message);
            }
          }}
        >
          <Text fontSize="sm">Los cargos pendientes de los meses posteriores a la fecha de baja se cancelan; los pagados no cambian.</Text>
          <TextField name="date" label="Fecha de baja" type="date" required />
          <TextField name="reason" label="Motivo" required />
        </FormDialog>
      )}
    </>
  );
}
