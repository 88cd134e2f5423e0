import { Text, type TextProps } from '@chakra-ui/react/text';
import { formatDate, formatDateTime, type DateValue } from './date';
import { formatMoney, type MoneyValue } from './money';

export interface MoneyProps extends Omit<TextProps, 'children'> {
  value: MoneyValue;
}

/** An amount as '$ 1,234.50', with tabular digits so columns of amounts line up. */
export function Money({ value, ...props }: MoneyProps) {
  return (
    <Text as="span" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" {...props}>
      {formatMoney(value)}
    </Text>
  );
}

export interface DateTextProps extends Omit<TextProps, 'children'> {
  value: DateValue;
}

/** A date as 'DD/MM/YYYY' ('SIN ESPECIFICAR' when empty); hovering shows the full date-time. */
export function DateText({ value, ...props }: DateTextProps) {
  const full = formatDateTime(value);
  return (
    <Text as="span" whiteSpace="nowrap" title={full || undefined} {...props}>
      {formatDate(value)}
    </Text>
  );
}
