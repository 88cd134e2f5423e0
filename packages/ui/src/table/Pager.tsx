import { IconButton } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { SelectInput } from '../form/SelectInput';

const countFormat = new Intl.NumberFormat('es-MX');

export function recordsText(total: number): string {
  return `${countFormat.format(total)} ${total === 1 ? 'registro' : 'registros'}`;
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

export interface PagerProps {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  pageSizeOptions?: number[];
  onPageSizeChange?: (pageSize: number) => void;
  disabled?: boolean;
}

export function Pager({ total, page, pageSize, onPageChange, pageSizeOptions, onPageSizeChange, disabled }: PagerProps) {
  const pageCount = pageCountOf(total, pageSize);
  const sizeId = useId();
  return (
    <Flex as="nav" aria-label="Paginación" align="center" justify="space-between" gap="3" wrap="wrap" pt="3">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {recordsText(total)}
      </Text>
      <HStack gap="3" wrap="wrap" justify="flex-end" minWidth="0">
        {onPageSizeChange && pageSizeOptions && pageSizeOptions.length > 0 ? (
          <HStack gap="2">
            <Text asChild fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              <label htmlFor={sizeId}>Registros por página</label>
            </Text>
            <SelectInput
              id={sizeId}
              size="sm"
              width="auto"
              minWidth="20"
              disabled={disabled}
              options={pageSizeOptions.map((size) => ({ value: size, label: String(size) }))}
              value={pageSize}
              onChange={onPageSizeChange}
            />
          </HStack>
        ) : null}
        <IconButton
          aria-label="Página anterior"
          size="sm"
          variant="outline"
          disabled={disabled || page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft />
        </IconButton>
        <Text fontSize="sm" whiteSpace="nowrap">
          Página {page} de {pageCount}
        </Text>
        <IconButton
          aria-label="Página siguiente"
          size="sm"
          variant="outline"
          disabled={disabled || page >= pageCount}
          onClick={() => onPageChange(page + 1)}
        >
          <ChevronRight />
        </IconButton>
      </HStack>
    </Flex>
  );
}
