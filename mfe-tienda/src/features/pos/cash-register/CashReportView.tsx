import type { CashReport } from '@mikro/contracts';
import { Box, formatDateTime, formatMoney, HStack, Table, Text, VStack } from '@mikro/ui';

/** The X (mid-shift) or Z (closing) report: expected, counted and difference per payment method. */
export function CashReportView({ report, heading }: { report: CashReport; heading?: string }) {
  const register = report.cashRegister;
  return (
    <VStack align="stretch" gap="3" className="print-area">
      <Box>
        <Text fontWeight="bold">{heading ?? (report.kind === 'X' ? 'Corte X (parcial)' : 'Corte Z (cierre de caja)')}</Text>
        <Text fontSize="sm">
          Caja #{register.id} · {register.cashier.name} · abierta {formatDateTime(register.openAt)}
          {register.closedAt ? ` · cerrada ${formatDateTime(register.closedAt)}` : ''}
        </Text>
        <Text fontSize="sm">Generado {formatDateTime(report.generatedAt)}</Text>
      </Box>
      <HStack gap="6" flexWrap="wrap" fontSize="sm">
        <Text>Ventas: {report.salesCount}</Text>
        <Text data-testid="sales-total">Total vendido: {formatMoney(report.salesTotal)}</Text>
        <Text data-testid="collected-total">Total cobrado: {formatMoney(report.collectedTotal)}</Text>
        <Text>Devoluciones: {formatMoney(report.refundsTotal)}</Text>
        <Text>Entradas: {formatMoney(report.cashIn)}</Text>
        <Text>Salidas: {formatMoney(report.cashOut)}</Text>
        <Text>Fondo inicial: {formatMoney(register.openingAmount)}</Text>
      </HStack>
      <Table.Root size="sm" aria-label="Resumen por forma de pago">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Forma de pago</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Esperado</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Contado</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Diferencia</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.methods.map((method) => (
            <Table.Row key={method.methodId}>
              <Table.Cell>{method.methodName}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(method.expected)}</Table.Cell>
              <Table.Cell textAlign="end">{method.counted === null ? '—' : formatMoney(method.counted)}</Table.Cell>
              <Table.Cell textAlign="end" color={method.difference && Number(method.difference) !== 0 ? 'red.600' : undefined}>
                {method.difference === null ? '—' : formatMoney(method.difference)}
              </Table.Cell>
            </Table.Row>
          ))}
          <Table.Row fontWeight="bold">
            <Table.Cell>Total esperado</Table.Cell>
            <Table.Cell textAlign="end">{formatMoney(report.expectedTotal)}</Table.Cell>
            <Table.Cell />
            <Table.Cell />
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </VStack>
  );
}
