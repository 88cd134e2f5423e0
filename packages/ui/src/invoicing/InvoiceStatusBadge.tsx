import { Badge } from '@chakra-ui/react/badge';
import { HStack } from '@chakra-ui/react/stack';
import type { CfdiStatus } from '@mikro/contracts';
import { CFDI_STATUS_COLORS, CFDI_STATUS_LABELS } from './labels';

/** A CFDI's state, with the "Sandbox" mark when its stamp has no fiscal validity. */
export function InvoiceStatusBadge({ status, sandbox }: { status: CfdiStatus; sandbox?: boolean }) {
  return (
    <HStack gap="1" display="inline-flex">
      <Badge colorPalette={CFDI_STATUS_COLORS[status]}>{CFDI_STATUS_LABELS[status]}</Badge>
      {sandbox && (
        <Badge colorPalette="purple" variant="outline" title="Timbre de prueba sin validez fiscal">
          Sandbox
        </Badge>
      )}
    </HStack>
  );
}
