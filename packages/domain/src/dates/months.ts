// The months as the product names them in Spanish: screens, printed receipts and PDFs alike.

/** January first; lower case, as a month reads inside a sentence or a period ('marzo 2026'). */
export const MONTH_NAMES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'] as const;

/**
 * The name of month 1–12 ('' for any other number). `capitalized` for a month that stands alone, as a label
 * or the head of a list ('Marzo').
 */
export function monthName(month: number, { capitalized = false }: { capitalized?: boolean } = {}): string {
  const name = MONTH_NAMES[month - 1];
  if (name === undefined) return '';
  return capitalized ? name.charAt(0).toUpperCase() + name.slice(1) : name;
}

/** The month a charge pays, 'marzo 2026'; '' when the charge has no period (a one-off charge). */
export function periodLabel(year: number | null | undefined, month: number | null | undefined): string {
  const name = month ? monthName(month) : '';
  return year && name ? `${name} ${year}` : '';
}
