import { useCallback, useMemo, useReducer, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey, quotationsApi, salesApi, toApiError } from '@mikro/api-client';
import type { PaymentRequest, Product, SaleDetail, SaleType } from '@mikro/contracts';
import { cartTotals } from '@mikro/domain';
import { useSession } from '@mikro/session';
import { notify } from '@mikro/ui';
import { automaticToDomainCharge, toSaleLine } from '../../shared/charges';
import { toCartProduct } from '../../shared/pricing';
import type { ChargeOptions } from './PaymentDialog';
import { quotationSavedMessage, saleRecordedMessage } from './feedback';
import { dialogOpen, initialPos, posReducer } from './posState';
import { findByBarcode, registerKey, useAutomaticCharges } from './usePosData';

interface ChargeInput {
  payments: PaymentRequest[];
  saleType: SaleType;
  options: ChargeOptions;
}

/** The point of sale: its state (posReducer) and the sale and quotation calls as react-query mutations. */
export function usePointOfSale() {
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

  const sold = async (sale: SaleDetail) => {
    attemptKey.current = newIdempotencyKey();
    dispatch({ type: 'sold', saleId: sale.id });
    notify.success(saleRecordedMessage(sale));
    await client.invalidateQueries({ queryKey: ['pos'] });
    await client.invalidateQueries({ queryKey: registerKey });
  };
  const failed = (error: unknown) => notify.error(toApiError(error).message);

  const charge = useMutation({
    mutationFn: ({ payments, saleType, options }: ChargeInput) => {
      const checkout = state.checkout;
      if (checkout?.kind === 'quotation') return quotationsApi.convert(checkout.quotation.id, { payments, saleType, ...(options.instalments ? { instalments: options.instalments } : {}) }, attemptKey.current);
      return salesApi.create({ lines: state.cart.lines.map(toSaleLine), payments, saleType, clientId: state.buyer?.id ?? null, ...options }, attemptKey.current);
    },
    onSuccess: sold,
    onError: failed,
  });

  const quickSale = useMutation({
    mutationFn: () =>
      salesApi.create(
        { lines: state.cart.lines.map(toSaleLine), payments: [{ methodId: company?.quickSaleMethod?.id ?? 1, amount: totals.total }], saleType: 'regular', clientId: state.buyer?.id ?? null },
        attemptKey.current,
      ),
    onSuccess: sold,
    onError: failed,
  });

  const quote = useMutation({
    mutationFn: () => quotationsApi.create({ lines: state.cart.lines.map(toSaleLine), clientId: state.buyer?.id ?? null }),
    onSuccess: (quotation) => {
      notify.success(quotationSavedMessage(quotation));
      dispatch({ type: 'quoted', quotation });
    },
    onError: failed,
  });

  async function scan(code: string) {
    dispatch({ type: 'text', text: '' });
    try {
      const product = await findByBarcode(code);
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
    charge: (payments: PaymentRequest[], saleType: SaleType, options: ChargeOptions) => charge.mutateAsync({ payments, saleType, options }).then(() => undefined, () => undefined),
    quickSale,
    quote,
  };
}
