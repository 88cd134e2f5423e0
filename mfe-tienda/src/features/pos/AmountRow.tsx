import type { ReactNode } from 'react';

/**
 * Label-and-amount rows the counter redraws with every product, key or sale (the cart's totals, the charge's
 * amounts, the offline ticket): plain elements styled once by the box that holds them — spread AMOUNT_ROWS into its
 * css — instead of one styled component each.
 */
export const AMOUNT_ROWS = {
  '& p': { margin: 0 },
  '& [data-row]': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' },
  '& [data-bold]': { fontWeight: 'bold' },
  '& [data-total]': { fontSize: 'xl', fontWeight: 'bold' },
};

interface AmountRowProps {
  label: ReactNode;
  value: string;
  testId?: string;
  bold?: boolean;
  /** Larger and bold: the figure the row block adds up to. */
  total?: boolean;
}

export function AmountRow({ label, value, testId, bold = false, total = false }: AmountRowProps) {
  return (
    <div data-row="" data-bold={bold ? '' : undefined} data-total={total ? '' : undefined}>
      <p>{label}</p>
      <p data-testid={testId}>{value}</p>
    </div>
  );
}
