import type { QuotationDetail } from '@mikro/contracts';
import { Money } from '@mikro/domain';
import { Box, DataTable, formatDate, formatDateTime, formatMoney, HStack, Text, type Column } from '@mikro/ui';

type QuotationLine = QuotationDetail['lines'][number];

const COLUMNS: Column<QuotationLine>[] = [
  { key: 'productName', header: 'Producto' },
  { key: 'quantity', header: 'Cantidad', align: 'end', render: (line) => Money.of(line.quantity).toString() },
  { key: 'price', header: 'Precio', align: 'end', render: (line) => formatMoney(line.isIva ? line.priceWithIVA : line.price) },
  { key: 'tax', header: 'IVA', align: 'end', render: (line) => formatMoney(line.tax) },
  { key: 'total', header: 'Importe', align: 'end', render: (line) => formatMoney(line.total) },
];

/** The printable quotation (print to PDF from the browser's print dialog). */
export function QuotationView({ quotation, companyName }: { quotation: QuotationDetail; companyName: string }) {
  return (
    <Box className="print-area" aria-label="Cotización">
      <Text fontWeight="bold" fontSize="lg">
        {companyName} · Cotización {quotation.serie}-{quotation.folio}
      </Text>
      <Text fontSize="sm">
        Fecha {formatDateTime(quotation.createdAt)} · vigente hasta {formatDate(quotation.validUntil)} · {quotation.status}
      </Text>
      {quotation.client && <Text fontSize="sm">Cliente: {quotation.client.name}</Text>}
      <Box mt="2">
        <DataTable<QuotationLine> caption="Productos de la cotización" columns={COLUMNS} rows={quotation.lines} rowKey="productId" wrapText />
      </Box>
      <HStack justify="end" gap="6" mt="2">
        <Text>Subtotal {formatMoney(quotation.subtotal)}</Text>
        <Text>IVA {formatMoney(quotation.tax)}</Text>
        <Text fontWeight="bold">Total {formatMoney(quotation.total)}</Text>
      </HStack>
    </Box>
  );
}
