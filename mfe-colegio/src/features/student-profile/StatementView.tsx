// A student's account statement: every charge and payment with the running balance, the totals, and the
// surcharges waived and discounts granted at the desk with their reasons (the audit trail).
import type { AccountStatement, AccountStatementMovement } from '@mikro/contracts';
import { Box, ConcessionTable, DataTable, formatDate, formatMoney, HStack, Money, SimpleGrid, Text, type Column } from '@mikro/ui';

const KIND: Record<AccountStatementMovement['kind'], string> = { cargo: 'Cargo', pago: 'Pago', cancelacion: 'Cancelación' };

/** The payment's folio, unless the description already names it. */
function descriptionOf(movement: AccountStatementMovement): string {
  const folio = `${movement.serie}-${movement.folio}`;
  return movement.folio && !movement.description.includes(folio) ? `${movement.description} · ${folio}` : movement.description;
}

const amountOrBlank = (amount: string) => (amount !== '0.00' ? <Money value={amount} /> : '');

const COLUMNS: Column<AccountStatementMovement>[] = [
  { key: 'date', header: 'Fecha', render: (movement) => <Text as="span" whiteSpace="nowrap">{formatDate(movement.date)}</Text> },
  { key: 'kind', header: 'Movimiento', render: (movement) => KIND[movement.kind] },
  { key: 'description', header: 'Descripción', render: descriptionOf },
  { key: 'charge', header: 'Cargo', align: 'end', render: (movement) => amountOrBlank(movement.charge) },
  { key: 'payment', header: 'Abono', align: 'end', render: (movement) => amountOrBlank(movement.payment) },
  { key: 'balance', header: 'Saldo', align: 'end', render: (movement) => <Money value={movement.balance} fontWeight="medium" /> },
];

export function StatementView({ statement, companyName }: { statement: AccountStatement; companyName: string }) {
  return (
    <Box className="print-area" data-testid="account-statement">
      <Text fontWeight="bold">{companyName}</Text>
      <Text fontWeight="bold" fontSize="lg">
        Estado de cuenta
      </Text>
      <Text>
        {statement.student.enrollment} · {statement.student.name} · {[statement.student.grade, statement.student.group].filter(Boolean).join(' ')}
      </Text>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="2" my="3">
        {(
          [
            ['Cargado', statement.totals.charged],
            ['Pagado', statement.totals.paid],
            ['Pendiente', statement.totals.pending],
            ['Vencido', statement.totals.overdue],
          ] as const
        ).map(([label, value]) => (
          <Box key={label} borderWidth="1px" rounded="md" p="2">
            <Text fontSize="xs" color="fg.muted">
              {label}
            </Text>
            <Text fontWeight="bold" data-testid={`statement-${label.toLowerCase()}`}>
              {formatMoney(value)}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <DataTable<AccountStatementMovement>
        caption="Movimientos"
        columns={COLUMNS}
        rows={statement.movements}
        rowKey={(_, index) => index}
        emptyText="Sin movimientos"
        wrapText
      />
      <HStack justify="end" mt="2">
        <Text fontWeight="bold">Saldo pendiente: {formatMoney(statement.totals.pending)}</Text>
      </HStack>
      {statement.concessions.length > 0 ? (
        <Box mt="4">
          <ConcessionTable rows={statement.concessions} />
        </Box>
      ) : null}
    </Box>
  );
}
