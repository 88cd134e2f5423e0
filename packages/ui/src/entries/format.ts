// Money, dates and text as the product shows them (decimal money and dayjs come with it). Reached through
// the @mikro/ui root only.
export { formatMoney, formatMoneyCompact } from '../format/money';
export type { MoneyValue } from '../format/money';
export { formatDate, formatDateTime, formatTime, formatIsoDate, DATE_FORMATS, EMPTY_DATE_TEXT } from '../format/date';
export type { DateValue } from '../format/date';
export { truncate, TRUNCATE_LENGTH } from '../format/text';
export { Money, DateText } from '../format/display';
export type { MoneyProps, DateTextProps } from '../format/display';
