import { memo } from 'react';
import { Badge, Box, Button, Flex, formatDateTime, Heading, HStack, Text } from '@mikro/ui';
import type { RegisterDialog } from './posState';

const SHORTCUTS = [
  ['F2', 'Buscar'],
  ['F4', 'Cantidad'],
  ['F9', 'Cobrar'],
  ['Esc', 'Cancelar'],
] as const;

interface PosHeaderProps {
  registerId: number;
  openAt: string;
  onQuotations: () => void;
  onRegister: (dialog: Exclude<RegisterDialog, null>) => void;
}

/** The register in use, its actions (quotations, movements, X report, close) and the counter's keys. */
export const PosHeader = memo(function PosHeader({ registerId, openAt, onQuotations, onRegister }: PosHeaderProps) {
  return (
    <>
      <Flex justify="space-between" align="center" wrap="wrap" gap="2">
        <Box>
          <Heading as="h1" size="lg">
            Punto de venta
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Caja #{registerId} abierta desde {formatDateTime(openAt)}
          </Text>
        </Box>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={onQuotations}>
            Cotizaciones
          </Button>
          <Button size="sm" variant="outline" onClick={() => onRegister('movement')}>
            Movimiento de caja
          </Button>
          <Button size="sm" variant="outline" onClick={() => onRegister('x')}>
            Corte X
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => onRegister('close')}>
            Cerrar caja
          </Button>
        </HStack>
      </Flex>
      <HStack gap="3" fontSize="xs" color="fg.muted" aria-label="Atajos de teclado" hideBelow="md">
        {SHORTCUTS.map(([key, label]) => (
          <HStack key={key} gap="1">
            <Badge as="kbd" variant="outline">
              {key}
            </Badge>
            <Text>{label}</Text>
          </HStack>
        ))}
      </HStack>
    </>
  );
});
