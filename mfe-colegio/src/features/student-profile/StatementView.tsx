// A student's account statement: every charge and payment with the running balance, and the totals.
import type { AccountStatement } from '@mikro/contracts';
import { Box, formatDate, formatMoney, HStack, SimpleGrid, Table, Text } from '@mikro/ui';

const KIND: Record<AccountStatement['movements'][number]['kind'], string> = { cargo: 'Cargo', pago: 'Pago', cancelacion: 'Cancelación' };

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
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label="Movimientos">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Fecha</Table.ColumnHeader>
              <Table.ColumnHeader>Movimiento</Table.ColumnHeader>
              <Table.ColumnHeader>Descripción</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Cargo</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Abono</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Saldo</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {statement.movements.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={6}>
                  <Text color="fg.muted" textAlign="center">
                    Sin movimientos
                  </Text>
                </Table.Cell>
              </Table.Row>
            )}
            {statement.movements.map((movement, index) => (
              <Table.Row key={index}>
                <Table.Cell whiteSpace="nowrap">{formatDate(movement.date)}</Table.Cell>
                <Table.Cell>{KIND[movement.kind]}</Table.Cell>
                <Table.Cell>
                  {movement.description}
                  {movement.folio && !movement.description.includes(`${movement.serie}-${movement.folio}`) ? ` · ${movement.serie}-${movement.folio}` : ''}
                </Table.Cell>
                <Table.Cell textAlign="end">{movement.charge !== '0.00' ? formatMoney(movement.charge) : ''}</Table.Cell>
                <Table.Cell textAlign="end">{movement.payment !== '0.00' ? formatMoney(movement.payment) : ''}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="medium">
                  {formatMoney(movement.balance)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <HStack justify="end" mt="2">
        <Text fontWeight="bold">Saldo pendiente: {formatMoney(statement.totals.pending)}</Text>
      </HStack>
    </Box>
  );
}
