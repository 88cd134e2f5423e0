// The totals of a payment: gross, discounts, surcharges, subtotal, IVA and total (the server's figures).
import { HStack, VStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatMoney } from '../format/money';

export interface PaymentTotalsValue {
  gross: string;
  discounts: string;
  surcharges: string;
  subtotal: string;
  tax: string;
  total: string;
}

export interface PaymentTotalsViewProps {
  totals: PaymentTotalsValue;
  labels?: Partial<Record<keyof PaymentTotalsValue, string>>;
  size?: 'sm' | 'md';
}

const LABELS: Record<keyof PaymentTotalsValue, string> = {
  gross: 'Importe',
  discounts: 'Descuentos y becas',
  surcharges: 'Recargos',
  subtotal: 'Subtotal',
  tax: 'IVA',
  total: 'Total',
};

export function PaymentTotalsView({ totals, labels = {}, size = 'md' }: PaymentTotalsViewProps) {
  const label = (key: keyof PaymentTotalsValue) => labels[key] ?? LABELS[key];
  const row = (key: keyof PaymentTotalsValue, sign = '') => (
    <HStack justify="space-between" key={key}>
      <Text>{label(key)}</Text>
      <Text fontVariantNumeric="tabular-nums" data-testid={`totals-${key}`}>
        {sign}
        {formatMoney(totals[key])}
      </Text>
    </HStack>
  );
  return (
    <VStack align="stretch" gap="0.5" fontSize={size === 'sm' ? 'sm' : 'md'}>
      {row('gross')}
      {totals.discounts !== '0.00' && row('discounts', '−')}
      {totals.surcharges !== '0.00' && row('surcharges', '+')}
      {row('subtotal')}
      {row('tax')}
      <HStack justify="space-between" fontWeight="bold" fontSize={size === 'sm' ? 'md' : 'xl'}>
        <Text>{label('total')}</Text>
        <Text fontVariantNumeric="tabular-nums" data-testid="totals-total">
          {formatMoney(totals.total)}
        </Text>
      </HStack>
    </VStack>
  );
}
