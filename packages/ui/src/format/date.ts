import dayjs from 'dayjs';

export type DateValue = string | number | Date | null | undefined;

/** The product's date formats. `dateTime` uses a 12-hour hh on purpose (that is how the screens print it). */
export const DATE_FORMATS = {
  isoDate: 'YYYY-MM-DD',
  date: 'DD/MM/YYYY',
  dateTime: 'DD/MM/YYYY hh:mm:ss',
  time: 'HH:mm:ss',
} as const;

/** What an empty short date shows. */
export const EMPTY_DATE_TEXT = 'SIN ESPECIFICAR';

function formatWith(value: DateValue, pattern: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(pattern) : null;
}

/** 'DD/MM/YYYY', or 'SIN ESPECIFICAR' when there is no date. */
export function formatDate(value: DateValue): string {
  return formatWith(value, DATE_FORMATS.date) ?? EMPTY_DATE_TEXT;
}

/** 'DD/MM/YYYY hh:mm:ss', or '' when there is no date. */
export function formatDateTime(value: DateValue): string {
  return formatWith(value, DATE_FORMATS.dateTime) ?? '';
}

/** 'HH:mm:ss', or '' when there is no date. */
export function formatTime(value: DateValue): string {
  return formatWith(value, DATE_FORMATS.time) ?? '';
}

/** 'YYYY-MM-DD' (what the API expects), or '' when there is no date. */
export function formatIsoDate(value: DateValue): string {
  return formatWith(value, DATE_FORMATS.isoDate) ?? '';
}
