// Dates as every screen prints them; the rule lives in @mikro/domain so exported files print the same.
import dayjs from 'dayjs';
import { DATE_FORMATS, type DateValue } from '@mikro/domain';

export { DATE_FORMATS, EMPTY_DATE_TEXT, formatDate, formatDateTime, formatTime } from '@mikro/domain';
export type { DateValue } from '@mikro/domain';

/** 'YYYY-MM-DD' (what the API expects), or '' when there is no valid date. */
export function formatIsoDate(value: DateValue): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(DATE_FORMATS.isoDate) : '';
}
