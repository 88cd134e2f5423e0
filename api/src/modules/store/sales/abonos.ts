// Abonos: payments added later to a fiado or deferred sale, into the caller's open register.
import { and, eq } from 'drizzle-orm';
import type { AddSalePaymentRequest, SaleDetail } from '@mikro/contracts';
import { Money } from '@mikro/domain';
import type { Executor } from '../../../db/client';
import { storeSales } from '../../../db/schema/index';
import { HttpError, notFound } from '../../../plugins/errors';
import type { StoreContext } from '../shared/context';
import { requireOpenRegister } from '../cash-register/cash-register.service';
import { registerFlows, requireRegisterRoom } from '../cash-register/summary';
import { allocatePayments, validatePayments } from './payments';
import { balanceOf, loadSaleDetail, writePayments } from './sales.service';

/** The abonos' payments (at least one, by the route schema). */
export function prepareAbonos(body: AddSalePaymentRequest) {
  return validatePayments(body.payments);
}

export async function addAbonos(tx: Executor, ctx: StoreContext, saleId: number, payments: ReturnType<typeof prepareAbonos>): Promise<SaleDetail> {
  const [sale] = await tx
    .select()
    .from(storeSales)
    .where(and(eq(storeSales.id, saleId), eq(storeSales.companyId, ctx.companyId), eq(storeSales.branchOfficeId, ctx.branchOfficeId)))
    .for('update');
  if (!sale) throw notFound('Venta no encontrada');
  if (sale.status === 'cancelada') throw new HttpError(409, 'La venta está cancelada');
  const register = await requireOpenRegister(tx, ctx);
  // What the sale was paid is kept on its row (ADR 0043), which is locked above: no sum of its payments.
  const balance = balanceOf(sale, Money.of(sale.paid));
  if (!balance.isPositive()) throw new HttpError(409, 'La venta no tiene saldo pendiente');
  const allocation = allocatePayments(payments, balance);
  requireRegisterRoom((await registerFlows(tx, register)).expected, allocation.payments);
  await writePayments(tx, ctx, { saleId, cashRegisterId: register.id, kind: 'abono', payments: allocation.payments });
  if (allocation.applied.gte(balance)) await tx.update(storeSales).set({ status: 'pagada' }).where(eq(storeSales.id, saleId));
  return loadSaleDetail(tx, ctx, saleId);
}
