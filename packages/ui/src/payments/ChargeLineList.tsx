// A list of charge lines as a fee counter shows them: each line's base amount, the adjustments that apply
// to it (discounts, surcharges, scholarships — exactly as the server reports them) and its total.
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { CloseButton } from '@chakra-ui/react/button';
import { HStack, VStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Key, ReactNode } from 'react';
import { formatMoney } from '../format/money';

/** Descuentos 1, Recargos 2, Becas 3. */
export type AdjustmentKind = 1 | 2 | 3;

export interface LineAdjustmentView {
  name: string;
  kind: AdjustmentKind;
  /** Signed: negative lowers the line. */
  amount: string;
  /** Attached by the rules (not removable) rather than chosen by the cashier. */
  automatic: boolean;
}

export interface ChargeLineView {
  key: Key;
  title: string;
  /** e.g. the student and the month. */
  subtitle?: ReactNode;
  quantity?: number;
  /** Quantity × price before adjustments. */
  base: string;
  adjustments: LineAdjustmentView[];
  /** What the line costs (with adjustments and tax). */
  total: string;
  /** Extra controls of the line (e.g. add a manual discount). */
  extra?: ReactNode;
}

export const ADJUSTMENT_KIND_LABELS: Record<AdjustmentKind, string> = { 1: 'Descuento', 2: 'Recargo', 3: 'Beca' };
const KIND_COLORS: Record<AdjustmentKind, string> = { 1: 'green', 2: 'red', 3: 'blue' };

export interface ChargeLineListProps {
  lines: ChargeLineView[];
  onRemove?: (key: Key) => void;
  removeLabel?: (line: ChargeLineView) => string;
  emptyText?: string;
  automaticLabel?: string;
  kindLabels?: Record<AdjustmentKind, string>;
  'aria-label'?: string;
}

export function ChargeLineList({
  lines,
  onRemove,
  removeLabel = (line) => `Quitar ${line.title}`,
  emptyText = 'Sin conceptos seleccionados',
  automaticLabel = 'automático',
  kindLabels = ADJUSTMENT_KIND_LABELS,
  'aria-label': ariaLabel = 'Conceptos a cobrar',
}: ChargeLineListProps) {
  if (lines.length === 0)
    return (
      <Text color="fg.muted" py="4" textAlign="center">
        {emptyText}
      </Text>
    );
  return (
    <VStack as="ul" aria-label={ariaLabel} align="stretch" gap="2" listStyleType="none" m="0" p="0">
      {lines.map((line) => (
        <Box as="li" key={line.key} borderWidth="1px" rounded="md" p="2" data-testid="charge-line">
          <HStack justify="space-between" align="start" gap="2">
            <Box minW="0" flex="1">
              <Text fontWeight="medium">
                {line.quantity && line.quantity > 1 ? `${line.quantity} × ` : ''}
                {line.title}
              </Text>
              {line.subtitle && (
                <Text fontSize="xs" color="fg.muted">
                  {line.subtitle}
                </Text>
              )}
            </Box>
            <Text whiteSpace="nowrap" fontVariantNumeric="tabular-nums" data-testid="line-base">
              {formatMoney(line.base)}
            </Text>
            {onRemove && <CloseButton size="xs" aria-label={removeLabel(line)} onClick={() => onRemove(line.key)} />}
          </HStack>
          {line.adjustments.map((adjustment, index) => (
            <HStack key={`${adjustment.name}-${index}`} justify="space-between" align="start" fontSize="sm" pl="3" gap="2" data-testid="line-adjustment">
              <Box minW="0" flex="1">
                <Badge size="sm" colorPalette={KIND_COLORS[adjustment.kind]} me="1">
                  {kindLabels[adjustment.kind]}
                </Badge>
                <Text as="span">{adjustment.name}</Text>
                {adjustment.automatic && (
                  <Text as="span" fontSize="xs" color="fg.muted" ms="1">
                    ({automaticLabel})
                  </Text>
                )}
              </Box>
              <Text whiteSpace="nowrap" fontVariantNumeric="tabular-nums" color={adjustment.amount.startsWith('-') ? 'green.600' : 'red.600'}>
                {adjustment.amount.startsWith('-') ? '' : '+'}
                {formatMoney(adjustment.amount)}
              </Text>
            </HStack>
          ))}
          {line.extra}
          <HStack justify="space-between" fontWeight="semibold" pt="1">
            <Text fontSize="sm">Importe</Text>
            <Text fontVariantNumeric="tabular-nums" data-testid="line-total">
              {formatMoney(line.total)}
            </Text>
          </HStack>
        </Box>
      ))}
    </VStack>
  );
}
