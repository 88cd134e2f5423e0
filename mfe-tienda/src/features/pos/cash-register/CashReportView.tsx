import type { CashMethodSummary, CashReport } from '@mikro/contracts';
import { Box, DataTable, formatDateTime, formatMoney, HStack, Money, Text, VStack, type Column } from '@mikro/ui';

const COLUMNS: Column<CashMethodSummary>[] = [
  { key: 'methodName', header: 'Forma de pago' },
  // Amounts never break between "$" and the figure, even when the method's name wraps on a phone.
  { key: 'expected', header: 'Esperado', align: 'end', render: (method) => <Money value={method.expected} /> },
  { key: 'counted', header: 'Contado', align: 'end', render: (method) => (method.counted === null ? '—' : <Money value={method.counted} />) },
  {
    key: 'difference',
    header: 'Diferencia',
    align: 'end',
    render: (method) =>
      method.difference === null ? (
        '—'
      ) : (
        <Money value={method.difference} color={Number(method.difference) !== 0 ? 'red.600' : undefined} />
      ),
  },
];

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
      <HStack columnGap="6" rowGap="1" flexWrap="wrap" fontSize="sm" whiteSpace="nowrap">
        <Text>Ventas: {report.salesCount}</Text>
        <Text data-testid="sales-total">Total vendido: {formatMoney(report.salesTotal)}</Text>
        <Text data-testid="collected-total">Total cobrado: {formatMoney(report.collectedTotal)}</Text>
        <Text>Devoluciones: {formatMoney(report.refundsTotal)}</Text>
        <Text>Entradas: {formatMoney(report.cashIn)}</Text>
        <Text>Salidas: {formatMoney(report.cashOut)}</Text>
        <Text>Fondo inicial: {formatMoney(register.openingAmount)}</Text>
      </HStack>
      <DataTable<CashMethodSummary>
        caption="Resumen por forma de pago"
        columns={COLUMNS}
        rows={report.methods}
        rowKey="methodId"
        footer={{ methodName: 'Total esperado', expected: <Money value={report.expectedTotal} /> }}
        wrapText
      />
    </VStack>
  );
}
