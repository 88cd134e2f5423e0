// The audit trail of what a fee counter conceded (surcharges waived, discounts granted), as the student's
// statement and the concessions report of the school and the academies list it.
import { Text } from '@chakra-ui/react/text';
import type { FeeConcession } from '@mikro/contracts';
import type { ReactNode } from 'react';
import { formatDateTime } from '../format/date';
import { Money } from '../format/display';
import { DataTable } from '../table/DataTable';
import type { Column } from '../table/types';

const COLUMNS: Column<FeeConcession>[] = [
  { key: 'createdAt', header: 'Fecha', render: (row) => <Text as="span" whiteSpace="nowrap">{formatDateTime(row.createdAt)}</Text> },
  { key: 'kind', header: 'Concesión', render: (row) => (row.kind === 'condonacion' ? `Recargo condonado: ${row.name}` : row.name) },
  { key: 'amount', header: 'Importe', align: 'end', render: (row) => <Money value={row.amount} /> },
  { key: 'reason', header: 'Motivo', render: (row) => row.reason },
  { key: 'folio', header: 'Pago', render: (row) => `${row.serie}-${row.folio}${row.paymentStatus === 'cancelled' ? ' (cancelado)' : ''}` },
  { key: 'userName', header: 'Concedió', render: (row) => row.userName },
];

export interface ConcessionTableProps {
  rows: readonly FeeConcession[];
  caption?: string;
  /** Leading columns of the caller's (e.g. who was charged, in a report). */
  leading?: Column<FeeConcession>[];
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** A last row of totals by column key. */
  footer?: Partial<Record<string, ReactNode>>;
}

export function ConcessionTable({ rows, caption = 'Condonaciones y descuentos concedidos', leading = [], isLoading, error, onRetry, footer }: ConcessionTableProps) {
  return (
    <DataTable<FeeConcession>
      caption={caption}
      columns={[...leading, ...COLUMNS]}
      rows={[...rows]}
      rowKey={(row) => row.id}
      emptyText="Sin condonaciones ni descuentos en el periodo"
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      footer={footer}
      wrapText
    />
  );
}
