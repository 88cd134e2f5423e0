// A client's account statement from their sales: what each sale charged, what was paid, the running balance.
import type { Sale } from '@mikro/contracts';
import { Money } from '@mikro/domain';

export interface StatementRow {
  saleId: number;
  date: string;
  folio: string;
  status: Sale['status'];
  charge: string;
  paid: string;
  balance: string;
  runningBalance: string;
}

export interface Statement {
  rows: StatementRow[];
  charges: string;
  payments: string;
  balance: string;
}

/** Oldest first; a cancelled sale charges nothing, returns lower the charge. */
export function accountStatement(sales: Sale[]): Statement {
  const ordered = [...sales].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  let running = Money.ZERO;
  let charges = Money.ZERO;
  let payments = Money.ZERO;
  const rows = ordered.map((sale) => {
    const charge = sale.status === 'cancelada' ? Money.ZERO : Money.max(Money.of(sale.total).minus(sale.refunded), Money.ZERO);
    const paid = sale.status === 'cancelada' ? Money.ZERO : Money.of(sale.paid);
    const balance = Money.of(sale.balance);
    running = running.plus(balance);
    charges = charges.plus(charge);
    payments = payments.plus(paid);
    return {
      saleId: sale.id,
      date: sale.createdAt,
      folio: `${sale.serie}-${sale.folio}`,
      status: sale.status,
      charge: charge.toFixed2(),
      paid: paid.toFixed2(),
      balance: balance.toFixed2(),
      runningBalance: running.toFixed2(),
    };
  });
  return { rows, charges: charges.toFixed2(), payments: payments.toFixed2(), balance: running.toFixed2() };
}

export interface ScheduledInstalment {
  saleId: number;
  folio: string;
  number: number;
  of: number;
  dueDate: string;
  amount: string;
}

/** The instalments of the client's deferred sales that still owe something, soonest first. */
export function scheduledInstalments(sales: Sale[]): ScheduledInstalment[] {
  return sales
    .filter((sale) => sale.saleType === 'deferred' && sale.status !== 'cancelada' && Money.of(sale.balance).isPositive())
    .flatMap((sale) => sale.instalments.map((instalment) => ({ saleId: sale.id, folio: `${sale.serie}-${sale.folio}`, number: instalment.number, of: sale.instalments.length, dueDate: instalment.dueDate, amount: instalment.amount })))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.saleId - b.saleId || a.number - b.number);
}
