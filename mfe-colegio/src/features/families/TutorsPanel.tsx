// The family's tutors in the portal: their invitation state, and inviting one (the e-mail carries a one-time link,
// which the desk may also copy and hand over in person).
import { useState } from 'react';
import * as yup from 'yup';
import type { FamilyTutor, TutorInvitation, TutorInvitationState } from '@mikro/contracts';
import { setServerFieldErrors, toApiError, useFamilyTutors, useInviteTutor } from '@mikro/api-client';
import {
  Alert,
  Badge,
  Box,
  Button,
  DataTable,
  DateText,
  emailString,
  FormDialog,
  Heading,
  MESSAGES,
  notify,
  requiredString,
  Text,
  TextField,
  type Column,
  type FormikHelpers,
} from '@mikro/ui';

interface InviteValues {
  name: string;
  email: string;
}

const schema = yup.object({ name: requiredString(), email: emailString().required(MESSAGES.required) });

const STATE: Record<TutorInvitationState, { label: string; color: string }> = {
  pendiente: { label: 'Invitación enviada', color: 'orange' },
  vencida: { label: 'Invitación vencida', color: 'red' },
  activa: { label: 'Cuenta activa', color: 'green' },
};

export function TutorsPanel({ familyId, canEdit }: { familyId: number; canEdit: boolean }) {
  const tutors = useFamilyTutors(familyId);
  const invite = useInviteTutor(familyId);
  const [inviting, setInviting] = useState<InviteValues | null>(null);
  const [sent, setSent] = useState<TutorInvitation | null>(null);
  const rows = tutors.data ?? [];

  const columns: Column<FamilyTutor>[] = [
    { key: 'name', header: 'Nombre' },
    { key: 'email', header: 'Correo' },
    { key: 'state', header: 'Estado', render: (row) => <Badge colorPalette={STATE[row.state].color}>{STATE[row.state].label}</Badge> },
    { key: 'invitedAt', header: 'Invitado', render: (row) => <DateText value={row.invitedAt} /> },
    { key: 'expiresAt', header: 'El enlace vence', render: (row) => (row.expiresAt ? <DateText value={row.expiresAt} /> : '') },
  ];

  const submit = async (values: InviteValues, helpers: FormikHelpers<InviteValues>) => {
    try {
      const invitation = await invite.mutateAsync({ name: values.name.trim(), email: values.email.trim() });
      setInviting(null);
      setSent(invitation);
      notify.success(`Invitación enviada a ${invitation.tutor.email}`);
    } catch (error) {
      setServerFieldErrors(error, helpers.setFieldError);
      notify.error(toApiError(error).message);
    }
  };

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      notify.success('Enlace copiado');
    } catch {
      notify.error('No se pudo copiar; seleccione el enlace y cópielo a mano');
    }
  };

  return (
    <Box>
      <Heading size="md" mb="2">
        Tutores en el portal
      </Heading>
      {sent && (
        <Alert.Root status="success" mb="3" alignItems="start">
          <Alert.Indicator />
          <Alert.Content minW="0">
            <Alert.Title>Se envió la invitación a {sent.tutor.email}</Alert.Title>
            <Alert.Description>
              <Text>Si el tutor está aquí, puede darle este enlace de un solo uso (vence en 7 días):</Text>
              <Text fontFamily="mono" fontSize="sm" wordBreak="break-all" aria-label="Enlace de invitación">
                {sent.link}
              </Text>
              <Button size="xs" variant="outline" mt="2" onClick={() => void copy(sent.link)}>
                Copiar enlace
              </Button>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <DataTable<FamilyTutor>
        caption="Tutores en el portal"
        columns={columns}
        rows={rows}
        total={rows.length}
        page={1}
        pageSize={Math.max(rows.length, 10)}
        onPageChange={() => undefined}
        isLoading={tutors.isLoading}
        error={tutors.error ? toApiError(tutors.error).message : null}
        onRetry={() => void tutors.refetch()}
        rowKey="id"
        emptyText="Ningún tutor tiene acceso al portal; invite a uno para que consulte pagos y recibos"
        toolbar={
          canEdit && (
            <Button size="sm" colorPalette="brand" onClick={() => setInviting({ name: '', email: '' })}>
              Invitar tutor
            </Button>
          )
        }
        actions={
          canEdit
            ? (row) =>
                row.state === 'activa' ? null : (
                  <Button size="xs" variant="outline" onClick={() => setInviting({ name: row.name, email: row.email })}>
                    Reenviar invitación
                  </Button>
                )
            : undefined
        }
      />
      {inviting && (
        <FormDialog<InviteValues>
          open
          onClose={() => setInviting(null)}
          title="Invitar tutor al portal"
          submitText="Enviar invitación"
          initialValues={inviting}
          validationSchema={schema}
          onSubmit={submit}
        >
          <TextField name="name" label="Nombre del tutor" required maxLength={200} />
          <TextField name="email" label="Correo electrónico" type="email" required maxLength={254} helper="Le llegará un enlace para elegir su contraseña" />
        </FormDialog>
      )}
    </Box>
  );
}
