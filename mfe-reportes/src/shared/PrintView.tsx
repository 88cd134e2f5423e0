// The print view of a report: the title, the filters in words, every row (up to the largest page) and the
// totals, in a plain table; the print style sheet hides the rest of the application.
import type { ReportMeta, ReportQuery, ReportResult, ReportRow } from '@mikro/contracts';
import { Box, Button, DataTable, formatDate, HStack, LoadingState, Text } from '@mikro/ui';
import { cellAlign, cellText, totalsRow } from './cells';

const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  .report-print-root, .report-print-root * { visibility: visible !important; }
  .report-print-root { position: absolute; left: 0; top: 0; width: 100%; }
  .report-no-print { display: none !important; }
}`;

function rangeText(query: ReportQuery): string {
  if (query.from && query.to) return `Del ${formatDate(query.from)} al ${formatDate(query.to)}`;
  if (query.from) return `Desde el ${formatDate(query.from)}`;
  if (query.to) return `Hasta el ${formatDate(query.to)}`;
  return 'Todas las fechas';
}

export function PrintView({ meta, query, report, isLoading, onClose }: { meta: ReportMeta; query: ReportQuery; report: ReportResult | undefined; isLoading: boolean; onClose: () => void }) {
  if (isLoading || !report) return <LoadingState label="Preparando la vista de impresión…" />;
  const groupLabel = meta.groupBy?.find((g) => g.value === query.groupBy)?.label;
  return (
    <Box className="report-print-root" bg="bg" p="2">
      <style>{PRINT_CSS}</style>
      <HStack className="report-no-print" mb="3" gap="2">
        <Button size="sm" onClick={() => window.print()}>
          Imprimir
        </Button>
        <Button size="sm" variant="outline" onClick={onClose}>
          Volver al reporte
        </Button>
      </HStack>
      <Text fontSize="lg" fontWeight="bold">
        {meta.title}
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {[rangeText(query), groupLabel].filter(Boolean).join(' · ')} · {report.total.toLocaleString('es-MX')} {report.total === 1 ? 'registro' : 'registros'}
        {report.total > report.data.length ? ` (se muestran los primeros ${report.data.length.toLocaleString('es-MX')}; exporte a Excel para verlos todos)` : ''}
      </Text>
      <DataTable<ReportRow>
        caption={meta.title}
        columns={report.columns.map((column) => ({ key: column.key, header: column.label, align: cellAlign(column), render: (row) => cellText(column, row[column.key]) }))}
        rows={report.data}
        rowKey={(_, index) => index}
        footer={totalsRow(report)}
        wrapText
      />
    </Box>
  );
}
