// How a payment whose complement is still owed reads: its SAT deadline (the 5th of the following month), and
// whether it passed.
import type { ComplementDue } from '@mikro/contracts';
import { formatDate } from '@mikro/ui';

export function complementDueText(due: Pick<ComplementDue, 'deadline' | 'daysLeft' | 'overdue'>): string {
  const deadline = formatDate(due.deadline);
  if (due.overdue) return `Vencido desde el ${deadline}`;
  if (due.daysLeft === 0) return `Vence hoy, ${deadline}`;
  return `Vence el ${deadline} (${due.daysLeft === 1 ? 'mañana' : `en ${due.daysLeft} días`})`;
}
