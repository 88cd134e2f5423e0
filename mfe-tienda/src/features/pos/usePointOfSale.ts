import { useCallback, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey, quotationsApi, salesApi, toApiError } from '@mikro/api-client';
import type { CreateSaleRequest, PaymentRequest, Product, SaleDetail, SaleType } from '@mikro/contracts';
import { cartTotals, findPaymentMethod, Money, offlineCreditCheck, personName } from '@mikro/domain';
import { useSession } from '@mikro/session';
import { notify } from '@mikro/ui';
import { automaticToDomainCharge, toSaleLine } from '../../shared/charges';
import { toCartProduct } from '../../shared/pricing';
import type { ChargeOptions } from './PaymentDialog';
import { afterNextPaint } from './afterPaint';
import { quotationSavedMessage, saleRecordedMessage } from './feedback';
import { dialogOpen, initialPos, posReducer } from './posState';
import { findByBarcode, registerKey, useAutomaticCharges } from './usePosData';
import type { OfflineTicket } from '../../shared/offline/offlineDb';
import { unreachable, type OfflinePos } from './offline/useOfflinePos';
import { posKeys } from '../../shared/queryKeys';

/** Without a connection the counter takes cash and cards only (what needs no bank or server to confirm). */
const OFFLINE_METHODS = new Set([1, 4, 6, 7]);

/** What the server answered, or the sale queued on the device with its ticket. */
type Charged = { sale: SaleDetail } | { queued: OfflineTicket };

interface ChargeInput {
  payments: PaymentRequest[];
  saleType: SaleType;
  options: ChargeOptions;
}

/** The point of sale: its state (posReducer) and the sale and quotation calls as react-query mutations. */
export function usePointOfSale(offline: OfflinePos, registerId: number) {
  const client = useQueryClient();
  const { company } = useSession();
  const [state, dispatch] = useReducer(posReducer, initialPos);
  // One key per sale attempt: a retry after a lost answer returns the first sale instead of charging twice.
  const attemptKey = useRef(newIdempotencyKey());
  const automatic = useAutomaticCharges();
  const automaticCharges = useMemo(() => (automatic.data ?? []).map(automaticToDomainCharge), [automatic.data]);
  const automaticChargeIds = useMemo(() => new Set(automaticCharges.map((charge) => charge.id)), [automaticCharges]);
  const totals = useMemo(() => cartTotals(state.cart), [state.cart]);

  const add = useCallback(
    (product: Product) => dispatch({ type: 'add', product, cartProduct: toCartProduct(product), charges: automaticCharges }),
    [automaticCharges],
  );

  // The ticket of the last sale queued offline (the server's ticket is shown for the others).
  const [offlineTicket, setOfflineTicket] = useState<OfflineTicket | null>(null);
  // The emptying of the cart behind that ticket, while it waits for the ticket's paint.
  const pendingEmpty = useRef<(() => void) | null>(null);
  // Closing the ticket empties the cart first if the paint has not come yet (a busy machine, a quick Esc): run later,
  // it would wipe the next product the cashier had already typed or scanned.
  const closeOfflineTicket = useCallback(() => {
    pendingEmpty.current?.();
    setOfflineTicket(null);
  }, []);
  const sold = async (charged: Charged) => {
    attemptKey.current = newIdempotencyKey();
    if ('queued' in charged) {
      // The ticket opens over the payment dialog at once; the dialog beneath closes, the cart behind them empties,
      // and the notice shows, once the ticket is on screen (the cashier is waiting for the ticket, not for any of
      // them).
      const ticket = charged.queued;
      setOfflineTicket(ticket);
      const empty = () => {
        pendingEmpty.current = null;
        dispatch({ type: 'cancelSale' });
        notify.success(`Venta sin conexión ${ticket.provisional} guardada en este equipo; se enviará al volver la conexión`);
      };
      const cancel = afterNextPaint(empty);
      pendingEmpty.current = () => {
        cancel();
        empty();
      };
      return;
    }
    dispatch({ type: 'sold', saleId: charged.sale.id });
    notify.success(saleRecordedMessage(charged.sale));
    await client.invalidateQueries({ queryKey: posKeys.all });
    await client.invalidateQueries({ queryKey: registerKey });
  };
  const failed = (error: unknown) => notify.error(toApiError(error).message);

  /** Queues the sale on the device, after the checks the server cannot make now (docs/offline-pos.md). */
  const queueOffline = async (request: Omit<CreateSaleRequest, 'offline'>): Promise<Charged> => {
    const other = request.payments.find((payment) => !OFFLINE_METHODS.has(payment.methodId));
    if (other) throw new Error(`Sin conexión solo se cobra en efectivo o con tarjeta; ${findPaymentMethod(other.methodId)?.name ?? 'esa forma de pago'} espera a que vuelva la conexión`);
    const saleType = request.saleType ?? 'regular';
    if (saleType === 'deferred') throw new Error('Las ventas con pagos diferidos esperan a que vuelva la conexión');
    const paid = Money.sum(request.payments.map((payment) => String(payment.amount)));
    if (saleType === 'regular' && paid.lt(totals.total)) throw new Error(`El pago (${paid.toFixed2()}) es menor que el total (${Money.of(totals.total).toFixed2()})`);
    if (saleType === 'fiado') {
      const credit = request.clientId ? offline.catalog?.credits[request.clientId] : undefined;
      if (!credit) throw new Error('Sin conexión solo se fía a los clientes con crédito que este equipo conoce');
      const check = offlineCreditCheck(credit, Money.max(Money.of(totals.total).minus(paid), Money.ZERO));
      if (!check.allowed) throw new Error(`Sin conexión no se puede pasar el límite de crédito: el cliente debe ${check.balance}, su límite es ${check.limit}`);
    }
    const buyer = state.buyer;
    const queued = await offline.sellOffline({
      key: attemptKey.current,
      registerId,
      request,
      lines: state.cart.lines,
      total: totals.total,
      clientName: buyer ? personName(buyer.name, buyer.last_name_father, buyer.last_name_mother) : null,
    });
    return { queued: queued.ticket };
  };

  /** Online, the server records the sale; offline, or when the attempt got no answer, it is queued with the same key. */
  const sell = async (request: Omit<CreateSaleRequest, 'offline'>): Promise<Charged> => {
    if (!offline.online) return queueOffline(request);
    try {
      return { sale: await salesApi.create(request, attemptKey.current) };
    } catch (error) {
      if (!unreachable(error)) throw error;
      offline.markUnreachable();
      return queueOffline(request);
    }
  };

  /**
   * The payment dialog's charge: resolves true once charged, false when refused (the dialog can charge again). Not a
   * react-query mutation: nothing on screen reads its state, and a mutation's pending and success states would
   * re-render the whole counter twice inside the time the cashier waits for the ticket.
   */
  const charge = async ({ payments, saleType, options }: ChargeInput): Promise<boolean> => {
    try {
      const checkout = state.checkout;
      let charged: Charged;
      if (checkout?.kind === 'quotation') {
        if (!offline.online) throw new Error('Las cotizaciones esperan a que vuelva la conexión');
        charged = { sale: await quotationsApi.convert(checkout.quotation.id, { payments, saleType, ...(options.instalments ? { instalments: options.instalments } : {}) }, attemptKey.current) };
      } else charged = await sell({ lines: state.cart.lines.map(toSaleLine), payments, saleType, clientId: state.buyer?.id ?? null, ...options });
      await sold(charged);
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };

  // The same function for the whole life of the counter (it calls the latest charge): the payment dialog, memoised,
  // is not drawn again when the counter re-renders under it.
  const latestCharge = useRef(charge);
  useLayoutEffect(() => {
    latestCharge.current = charge;
  });
  const stableCharge = useCallback((payments: PaymentRequest[], saleType: SaleType, options: ChargeOptions) => latestCharge.current({ payments, saleType, options }), []);

  const quickSale = useMutation({
    mutationFn: () =>
      sell({ lines: state.cart.lines.map(toSaleLine), payments: [{ methodId: company?.quickSaleMethod?.id ?? 1, amount: totals.total }], saleType: 'regular', clientId: state.buyer?.id ?? null }),
    onSuccess: sold,
    onError: failed,
    networkMode: 'always',
  });

  const quote = useMutation({
    mutationFn: () => {
      if (!offline.online) throw new Error('Las cotizaciones esperan a que vuelva la conexión');
      return quotationsApi.create({ lines: state.cart.lines.map(toSaleLine), clientId: state.buyer?.id ?? null });
    },
    onSuccess: (quotation) => {
      notify.success(quotationSavedMessage(quotation));
      dispatch({ type: 'quoted', quotation });
    },
    onError: failed,
    networkMode: 'always',
  });

  /** A scanned code; `typed` is the search's text, tried when the code finds nothing (a burst split in two). */
  async function scan(code: string, typed = '') {
    dispatch({ type: 'text', text: '' });
    try {
      const product = (await findByBarcode(code)) ?? (typed && typed !== code ? await findByBarcode(typed) : null);
      if (product) add(product);
      else notify.warning(`No hay un producto con el código ${code}`);
    } catch (error) {
      failed(error);
    }
  }

  return {
    state,
    dispatch,
    totals,
    automaticChargeIds,
    add,
    scan,
    dialogOpen: dialogOpen(state),
    charge: stableCharge,
    quickSale,
    quote,
    offlineTicket,
    closeOfflineTicket,
  };
}
