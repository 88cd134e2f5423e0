// Payment reminders by e-mail, per campus: whether the families' tutors are reminded before a due date and when a
// charge falls overdue, and how many days before. Shown under the campus list of the current branch office.
import { useState } from 'react';
import type { CampusReminderSettings } from '@mikro/contracts';
import { toApiError, useReminderSettings, useSaveReminderSettings } from '@mikro/api-client';
import { REMINDER_DAYS_MAX } from '@mikro/domain';
import { Box, Button, Card, ErrorState, Field, Flex, Heading, HStack, Input, LoadingState, notify, Stack, Switch, Text } from '@mikro/ui';

const DAYS_MESSAGE = `Indique de 0 a ${REMINDER_DAYS_MAX} días`;

function CampusReminderRow({ settings, canEdit }: { settings: CampusReminderSettings; canEdit: boolean }) {
  const save = useSaveReminderSettings();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [days, setDays] = useState(String(settings.daysBefore));
  const daysBefore = Number(days);
  const invalid = days.trim() === '' || !Number.isInteger(daysBefore) || daysBefore < 0 || daysBefore > REMINDER_DAYS_MAX;
  const changed = enabled !== settings.enabled || daysBefore !== settings.daysBefore;
  const submit = async () => {
    try {
      await save.mutateAsync({ campusId: settings.campusId, enabled, daysBefore });
      notify.success(enabled ? `${settings.campusName}: se enviarán recordatorios ${daysBefore} días antes del vencimiento` : `${settings.campusName}: no se enviarán recordatorios`);
    } catch (error) {
      notify.error(toApiError(error).message);
    }
  };
  return (
    <Flex as="li" gap="3" py="3" borderTopWidth="1px" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
      <Box flex="1" minW="0">
        <Text fontWeight="medium">{settings.campusName}</Text>
        <Text fontSize="sm" color="fg.muted">
          {settings.enabled ? `Enviando desde ${settings.enabledSince?.split('-').reverse().join('/') ?? ''}` : 'No envía recordatorios'}
        </Text>
      </Box>
      <HStack gap="4" align="flex-end" wrap="wrap">
        <Switch.Root checked={enabled} disabled={!canEdit} onCheckedChange={(details) => setEnabled(details.checked)}>
          <Switch.HiddenInput aria-label={`Enviar recordatorios: ${settings.campusName}`} />
          <Switch.Control />
          <Switch.Label>Enviar</Switch.Label>
        </Switch.Root>
        <Field.Root invalid={invalid} w="36">
          <Field.Label fontSize="sm">Días antes</Field.Label>
          <Input
            size="sm"
            type="number"
            inputMode="numeric"
            min={0}
            max={REMINDER_DAYS_MAX}
            value={days}
            disabled={!canEdit}
            onChange={(event) => setDays(event.target.value)}
            aria-label={`Días antes del vencimiento: ${settings.campusName}`}
          />
          {invalid && <Field.ErrorText>{DAYS_MESSAGE}</Field.ErrorText>}
        </Field.Root>
        {canEdit && (
          <Button size="sm" colorPalette="brand" disabled={!changed || invalid} loading={save.isPending} onClick={() => void submit()} aria-label={`Guardar recordatorios de ${settings.campusName}`}>
            Guardar
          </Button>
        )}
      </HStack>
    </Flex>
  );
}

/** `canEdit`: the campus screen's «editar», which the API checks too. */
export function ReminderSettingsPanel({ canEdit }: { canEdit: boolean }) {
  const query = useReminderSettings();
  return (
    <Card.Root as="section" aria-label="Recordatorios de pago" mt="6">
      <Card.Body>
        <Heading size="md">Recordatorios de pago por correo</Heading>
        <Text fontSize="sm" color="fg.muted" mb="2">
          Los tutores con acceso al portal reciben un correo unos días antes de cada vencimiento y otro cuando el pago se vence, con el importe de ese día y
          el enlace al portal. Cada cargo se recuerda una sola vez en cada caso.
        </Text>
        {query.isError ? (
          <ErrorState message={toApiError(query.error).message} onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <LoadingState label="Cargando los recordatorios…" />
        ) : query.data.length === 0 ? (
          <Text color="fg.muted">No hay campus en esta sucursal.</Text>
        ) : (
          <Stack as="ul" gap="0" listStyleType="none">
            {query.data.map((settings) => (
              <CampusReminderRow key={`${settings.campusId}-${settings.enabled}-${settings.daysBefore}`} settings={settings} canEdit={canEdit} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
