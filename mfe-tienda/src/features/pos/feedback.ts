// What the counter says after each write: what happened, to which document, and for how much (every write used
// to read «El registro se ha creado correctamente»).
import type { CashRegisterDetail, Quotation, SaleDetail } from '@mikro/contracts';
import { Money } from '@mikro/domain';
import { formatMoney } from '@mikro/ui';

export function saleRecordedMessage(sale: Pick<SaleDetail, 'serie' | 'folio' | 'total' | 'change' | 'balance' | 'saleType'>): string {
  const head = `Venta ${sale.serie}-${sale.folio} registrada por ${formatMoney(sale.total)}`;
  if (sale.saleType !== 'regular' && Money.of(sale.balance).isPositive()) return `${head}; queda a crédito ${formatMoney(sale.balance)}`;
  return Money.of(sale.change).isPositive() ? `${head}. Entregue ${formatMoney(sale.change)} de cambio` : head;
}

export function registerOpenedMessage(register: Pick<CashRegisterDetail, 'id' | 'openingAmount'>): string {
  return `Caja #${register.id} abierta con un fondo inicial de ${formatMoney(register.openingAmount)}`;
}

export function quotationSavedMessage(quotation: Pick<Quotation, 'serie' | 'folio' | 'total'>): string {
  return `Cotización ${quotation.serie}-${quotation.folio} guardada por ${formatMoney(quotation.total)}`;
}
