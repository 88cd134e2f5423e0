import type { QuotationDetail } from '@mikro/contracts';
import { Money } from '@mikro/domain';
import { Box, formatDate, formatDateTime, formatMoney, HStack, Table, Text } from '@mikro/ui';

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
      <Table.Root size="sm" mt="2">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Producto</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Cantidad</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Precio</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">IVA</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Importe</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {quotation.lines.map((line) => (
            <Table.Row key={line.productId}>
              <Table.Cell>{line.productName}</Table.Cell>
              <Table.Cell textAlign="end">{Money.of(line.quantity).toString()}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(line.isIva ? line.priceWithIVA : line.price)}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(line.tax)}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(line.total)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <HStack justify="end" gap="6" mt="2">
        <Text>Subtotal {formatMoney(quotation.subtotal)}</Text>
        <Text>IVA {formatMoney(quotation.tax)}</Text>
        <Text fontWeight="bold">Total {formatMoney(quotation.total)}</Text>
      </HStack>
    </Box>
  );
}
