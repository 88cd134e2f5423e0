// A person's academy charges (pending, paid, cancelled) — the record pages and the counter show them alike.
import type { AcademyCharge } from '@mikro/contracts';
import { Badge, Table, formatDate, formatMoney } from '@mikro/ui';
import { periodLabel } from './options';

const STATUS: Record<AcademyCharge['status'], { label: string; color: string }> = {
  pending: { label: 'Pendiente', color: 'orange' },
  paid: { label: 'Pagado', color: 'green' },
  cancelled: { label: 'Cancelado', color: 'gray' },
};

export function ChargesTable({ charges, caption }: { charges: AcademyCharge[]; caption: string }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={caption}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Concepto</Table.ColumnHeader>
            <Table.ColumnHeader>Periodo</Table.ColumnHeader>
            <Table.ColumnHeader>Grupo</Table.ColumnHeader>
            <Table.ColumnHeader>Vence</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Importe</Table.ColumnHeader>
            <Table.ColumnHeader>Estado</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {charges.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={6} color="fg.muted">
                No hay cargos
              </Table.Cell>
            </Table.Row>
          ) : (
            charges.map((charge) => (
              <Table.Row key={charge.id}>
                <Table.Cell>{charge.name}</Table.Cell>
                <Table.Cell>{periodLabel(charge.year, charge.month)}</Table.Cell>
                <Table.Cell>{charge.groupName}</Table.Cell>
                <Table.Cell>{formatDate(charge.dueDate)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(charge.price)}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={STATUS[charge.status].color}>{STATUS[charge.status].label}</Badge>
                </Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
