import { memo, useState, type Dispatch } from 'react';
import { useQuery } from '@tanstack/react-query';
import { extraChargesApi } from '@mikro/api-client';
import type { ExtraCharge } from '@mikro/contracts';
import type { CartAction } from '@mikro/domain';
import { Button, HStack, SelectInput } from '@mikro/ui';
import { toDomainCharge } from '../../shared/charges';
import { posKeys } from '../../shared/queryKeys';

interface ChargesBarProps {
  /** Without lines there is nothing to attach a charge to: the bar shows, disabled. */
  hasLines: boolean;
  anySelected: boolean;
  dispatch: Dispatch<CartAction>;
}

/**
 * Discounts and surcharges of the catalogue, attached to the selected cart lines. Hidden when the role cannot read
 * them. It stays on screen with an empty cart (disabled), so the first product added neither builds it nor pushes
 * the cart down, and it takes two flags rather than the cart: adding a product does not re-render it.
 */
export const ChargesBar = memo(function ChargesBar({ hasLines, anySelected, dispatch }: ChargesBarProps) {
  const charges = useQuery({
    queryKey: posKeys.extraCharges(),
    queryFn: () =>
      extraChargesApi.list({ limit: 100, join: [{ field: 'extraChargesType' }], filter: [{ field: 'isActive', operator: '$eq', value: true }] }) as Promise<ExtraCharge[]>,
    retry: false,
    staleTime: 300_000,
  });
  const [chargeId, setChargeId] = useState<number | null>(null);
  const usable = (charges.data ?? []).filter((charge) => charge.extraChargesType?.kind === 1 || charge.extraChargesType?.kind === 2);
  if (charges.error || usable.length === 0) return null;
  const chosen = usable.find((charge) => charge.id === chargeId);
  return (
    <HStack gap="2">
      <SelectInput
        size="sm"
        flex="1"
        disabled={!hasLines}
        label="Descuento o recargo"
        placeholder="Descuento o recargo…"
        options={usable.map((charge) => ({ value: charge.id, label: charge.name }))}
        value={chargeId}
        onChange={setChargeId}
      />
      <Button size="sm" variant="outline" disabled={!hasLines || !chosen || !anySelected} onClick={() => chosen && dispatch({ type: 'attachCharge', charge: toDomainCharge(chosen) })}>
        Aplicar a seleccionados
      </Button>
    </HStack>
  );
});
