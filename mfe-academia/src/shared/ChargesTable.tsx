// A person's academy charges (pending, paid, cancelled) — the record pages and the counter show them alike.
import type { AcademyCharge } from '@mikro/contracts';
import { Badge, DataTable, formatDate, Money, type Column } from '@mikro/ui';
import { periodLabel } from '@mikro/domain';

const STATUS: Record<AcademyCharge['status'], { label: string; color: string }> = {
  pending: { label: 'Pendiente', color: 'orange' },
  paid: { label: 'Pagado', color: 'green' },
  cancelled: { label: 'Cancelado', color: 'gray' },
};

const COLUMNS: Column<AcademyCharge>[] = [
  { key: 'name', header: 'Concepto' },
  { key: 'period', header: 'Periodo', render: (charge) => periodLabel(charge.year, charge.month) },
  { key: 'groupName', header: 'Grupo' },
  { key: 'dueDate', header: 'Vence', render: (charge) => formatDate(charge.dueDate) },
  { key: 'price', header: 'Importe', align: 'end', render: (charge) => <Money value={charge.price} /> },
  { key: 'status', header: 'Estado', render: (charge) => <Badge colorPalette={STATUS[charge.status].color}>{STATUS[charge.status].label}</Badge> },
];

export function ChargesTable({ charges, caption, isLoading }: { charges: AcademyCharge[]; caption: string; isLoading?: boolean }) {
  return <DataTable<AcademyCharge> caption={caption} columns={COLUMNS} rows={charges} rowKey="id" isLoading={isLoading} emptyText="No hay cargos" />;
}
