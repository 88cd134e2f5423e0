// Which automatic charges the cashier would see attached today for a given payment month.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ExtraCharge as ExtraChargeRecord, Paginated } from '@mikro/contracts';
import { extraChargesApi, resourceKeys, toApiError } from '@mikro/api-client';
import { EXTRA_CHARGE_KIND_LABELS, type ExtraCharge } from '@mikro/domain';
import { Badge, Card, ErrorState, Field, formatIsoDate, HStack, Input, LoadingState, SimpleGrid, Stack, Text } from '@mikro/ui';
import { previewCharges } from './chargePreview';

function ChargeList({ title, charges }: { title: string; charges: ExtraCharge[] }) {
  return (
    <Stack>
      <Text fontWeight="semibold">{title}</Text>
      {charges.length === 0 ? (
        <Text color="fg.muted">Ningún cargo automático aplica.</Text>
      ) : (
        charges.map((charge) => (
          <HStack key={charge.id}>
            <Badge colorPalette={charge.extraChargesType.id === 2 ? 'red' : 'green'}>{EXTRA_CHARGE_KIND_LABELS[charge.extraChargesType.id]}</Badge>
            <Text>{charge.name}</Text>
          </HStack>
        ))
      )}
    </Stack>
  );
}

// Every charge with its type: the preview applies the rules to all of them.
const PREVIEW_QUERY = { join: [{ field: 'extraChargesType' }], limit: 1000, page: 1 };

export function ChargePreviewCard() {
  const [date, setDate] = useState(() => formatIsoDate(new Date()));
  const [month, setMonth] = useState(() => formatIsoDate(new Date()).slice(0, 7));
  const [paymentDay, setPaymentDay] = useState('10');
  const charges = useQuery({ queryKey: resourceKeys.list(extraChargesApi, PREVIEW_QUERY), queryFn: () => extraChargesApi.list(PREVIEW_QUERY) });
  const rows = (charges.data as Paginated<ExtraChargeRecord> | undefined)?.data ?? [];
  const [year, monthNumber] = month.split('-').map(Number);
  const day = Math.min(31, Math.max(1, Number(paymentDay) || 1));
  const valid = year !== undefined && monthNumber !== undefined && year > 0 && monthNumber > 0 && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const preview = valid ? previewCharges(rows, { year, month: monthNumber, paymentDay: day }, date) : null;

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Vista previa de cargos automáticos</Card.Title>
        <Card.Description>Qué descuentos, recargos y becas automáticos se agregarían a un pago según las reglas del sistema.</Card.Description>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" mb="5">
          <Field.Root>
            <Field.Label>Mes que se paga</Field.Label>
            <Input type="month" value={month} onChange={(event) => setMonth(event.target.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Día límite de pago</Field.Label>
            <Input inputMode="numeric" value={paymentDay} onChange={(event) => setPaymentDay(event.target.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Fecha de cobro</Field.Label>
            <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
          </Field.Root>
        </SimpleGrid>
        {charges.isLoading ? (
          <LoadingState />
        ) : charges.error ? (
          <ErrorState message={toApiError(charges.error).message} onRetry={() => void charges.refetch()} />
        ) : preview ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            <ChargeList title="Colegio (conceptos de colegiatura)" charges={preview.school} />
            <ChargeList title="Academias (mismas condiciones de fecha)" charges={preview.academy} />
          </SimpleGrid>
        ) : (
          <Text color="fg.muted">Escriba un mes y una fecha válidos.</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
