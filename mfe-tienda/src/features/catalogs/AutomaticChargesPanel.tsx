// The automatic discounts and surcharges this branch office's store applies to every sale line (while their
// date and day ranges hold). School and academy charges are not applied in the store unless listed here.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createResourceClient, extraChargesApi, toApiError } from '@mikro/api-client';
import type { ExtraCharge, StoreAutomaticChargeLink } from '@mikro/contracts';
import { APPLICATION_FORM } from '@mikro/domain';
import { useCan } from '@mikro/session';
import { Badge, Box, Button, DataTable, Heading, HStack, notify, SelectInput, Text, type Column } from '@mikro/ui';
import { automaticChargesKeys } from '../../shared/queryKeys';

export const storeAutomaticChargesApi = createResourceClient<StoreAutomaticChargeLink, { extraChargeId: number }>('/mini-store/automatic-charges');


/** Automatic discounts (1) and surcharges (2) not tied to a campus or cycle: the ones a store can apply. */
export function storeEligible(charge: ExtraCharge): boolean {
  const kind = charge.extraChargesType?.kind;
  return (
    charge.isActive &&
    charge.applicationForm === APPLICATION_FORM.Automatic &&
    (kind === 1 || kind === 2) &&
    charge.extraChargesCampusId === null &&
    charge.extraChargesCycleId === null
  );
}

export function chargeRule(charge: Pick<ExtraCharge, 'quantity' | 'typeApplication' | 'startDay' | 'endDay' | 'startDate' | 'endDate'>): string {
  const amount = charge.typeApplication === 1 ? `${Number(charge.quantity)} %` : `$ ${charge.quantity}`;
  const days = charge.startDay || charge.endDay ? `, días ${charge.startDay ?? 1} a ${charge.endDay ?? 31}` : '';
  const dates = charge.startDate || charge.endDate ? `, del ${charge.startDate ?? '…'} al ${charge.endDate ?? '…'}` : '';
  return `${amount}${days}${dates}`;
}

/** A charge linked to the store, with the charge itself when it is among the ones read. */
interface LinkedCharge {
  id: number;
  extraChargeId: number;
  charge: ExtraCharge | undefined;
}

const COLUMNS: Column<LinkedCharge>[] = [
  { key: 'name', header: 'Cargo', render: ({ charge, extraChargeId }) => charge?.name ?? `Cargo ${extraChargeId}` },
  {
    key: 'kind',
    header: 'Tipo',
    render: ({ charge }) =>
      charge && <Badge colorPalette={charge.extraChargesType?.kind === 2 ? 'orange' : 'green'}>{charge.extraChargesType?.kind === 2 ? 'Recargo' : 'Descuento'}</Badge>,
  },
  { key: 'rule', header: 'Regla', render: ({ charge }) => (charge ? chargeRule(charge) : '') },
  { key: 'applies', header: 'Estado', render: ({ charge }) => charge && !storeEligible(charge) && <Badge colorPalette="gray">No se aplica (inactivo o manual)</Badge> },
];

export function AutomaticChargesPanel() {
  const queryClient = useQueryClient();
  const canEdit = useCan('editar');
  const [choice, setChoice] = useState<number | null>(null);
  const linked = useQuery({ queryKey: automaticChargesKeys.all, queryFn: () => storeAutomaticChargesApi.list({ limit: 100 }) as Promise<StoreAutomaticChargeLink[]> });
  const charges = useQuery({
    queryKey: automaticChargesKeys.candidates(),
    queryFn: () => extraChargesApi.list({ limit: 200, join: [{ field: 'extraChargesType' }], sort: [{ field: 'name', order: 'ASC' }] }) as Promise<ExtraCharge[]>,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: automaticChargesKeys.all });
  const add = useMutation({
    mutationFn: (extraChargeId: number) => storeAutomaticChargesApi.create({ extraChargeId }),
    onSuccess: () => {
      setChoice(null);
      notify.created();
      return refresh();
    },
    onError: (error) => notify.error(toApiError(error).message),
  });
  const remove = useMutation({
    mutationFn: (id: number) => storeAutomaticChargesApi.remove(id),
    onSuccess: refresh,
    onError: (error) => notify.error(toApiError(error).message),
  });
  const byId = new Map((charges.data ?? []).map((charge) => [charge.id, charge]));
  const rows: LinkedCharge[] = (linked.data ?? []).map((link) => ({ id: link.id, extraChargeId: link.extraChargeId, charge: byId.get(link.extraChargeId) }));
  const linkedIds = new Set((linked.data ?? []).map((link) => link.extraChargeId));
  const options = (charges.data ?? []).filter((charge) => storeEligible(charge) && !linkedIds.has(charge.id));
  return (
    <Box mt="6" borderWidth="1px" rounded="lg" p="4">
      <Heading as="h2" size="md">
        Descuentos y recargos automáticos de la tienda
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        Se aplican a cada producto vendido en esta sucursal mientras estén activos y dentro de sus fechas y días.
      </Text>
      {!linked.isLoading && !linked.error && rows.length === 0 ? (
        <Text fontSize="sm">Ninguno: la tienda solo aplica los descuentos y recargos que elija el cajero.</Text>
      ) : (
        <DataTable<LinkedCharge>
          caption="Descuentos y recargos automáticos"
          columns={COLUMNS}
          rows={rows}
          rowKey="id"
          isLoading={linked.isLoading}
          error={linked.error ? toApiError(linked.error).message : null}
          onRetry={() => void linked.refetch()}
          rowTone={({ charge }) => (charge && !storeEligible(charge) ? 'muted' : undefined)}
          actions={
            canEdit
              ? (row) => (
                  <Button size="xs" variant="outline" colorPalette="red" loading={remove.isPending} onClick={() => remove.mutate(row.id)}>
                    Quitar
                  </Button>
                )
              : undefined
          }
        />
      )}
      {canEdit && (
        <HStack mt="3" gap="2">
          <SelectInput
            size="sm"
            maxW="md"
            label="Cargo automático"
            placeholder={options.length === 0 ? 'No hay cargos automáticos disponibles' : 'Elegir descuento o recargo automático…'}
            options={options.map((charge) => ({ value: charge.id, label: `${charge.name} · ${chargeRule(charge)}` }))}
            value={choice}
            onChange={setChoice}
          />
          <Button size="sm" disabled={choice === null} loading={add.isPending} onClick={() => choice !== null && add.mutate(choice)}>
            Aplicar en la tienda
          </Button>
        </HStack>
      )}
    </Box>
  );
}
