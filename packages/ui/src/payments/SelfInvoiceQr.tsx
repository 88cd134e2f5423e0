// The self-invoicing block of a printed ticket or receipt: the QR of the link, the link itself and the last day
// on which the customer may use it. Nothing when the ticket has no link (already invoiced, cancelled…).
import { Box } from '@chakra-ui/react/box';
import { Image } from '@chakra-ui/react/image';
import { VStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { SelfInvoiceLink } from '@mikro/contracts';
import { formatDate } from '../format/date';

export interface SelfInvoiceQrProps {
  link: Pick<SelfInvoiceLink, 'url' | 'qrSvg' | 'lastDay'> | null | undefined;
  /** Side of the QR (a CSS length); 80 mm tickets print it smaller than A4 receipts. */
  size?: string;
}

export function SelfInvoiceQr({ link, size = '30mm' }: SelfInvoiceQrProps) {
  if (!link?.url || !link.qrSvg) return null;
  return (
    <VStack gap="1" textAlign="center" mt="3" data-testid="self-invoice" aria-label="Facturación en línea">
      <Text fontWeight="bold">¿Necesita factura? Facture en línea</Text>
      {/* The server draws the SVG (uqr); as an image it never runs as markup. */}
      <Image src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(link.qrSvg)}`} alt="Código QR para facturar esta compra" width={size} height={size} />
      <Box fontSize="xs" wordBreak="break-all" data-testid="self-invoice-url">
        {link.url}
      </Box>
      {link.lastDay && <Text fontSize="xs">Disponible hasta el {formatDate(link.lastDay)}</Text>}
    </VStack>
  );
}
