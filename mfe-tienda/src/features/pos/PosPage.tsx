import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, type Dispatch } from 'react';
import { quotationsApi, toApiError } from '@mikro/api-client';
import type { Client, Product } from '@mikro/contracts';
import { TPV_VIEW, type CartAction } from '@mikro/domain';
import { ConfirmDialog, ErrorState, Grid, LoadingState, notify, PrintableDialog, VStack } from '@mikro/ui';
import { useAtomValue } from 'jotai';
import { isAdminAtom, sessionStore, useSession } from '@mikro/session';
import { CheckoutPanel } from './CheckoutPanel';
import { PaymentDialog } from './PaymentDialog';
import { TicketDialog } from '../../shared/TicketDialog';
import { PosHeader } from './PosHeader';
import { SearchPanel } from './SearchPanel';
import { PayButtons } from './PayButtons';
import { startingSaleType, type PosAction, type RegisterDialog } from './posState';
import { usePointOfSale } from './usePointOfSale';
import { findByBarcode, useCurrentRegister, usePreferences } from './usePosData';
import { usePosKeyboard } from './useShortcuts';
import { CashReportDialog } from './cash-register/CashReportDialog';
import { MovementDialog } from './cash-register/MovementDialog';
import { OpenRegisterCard } from './cash-register/OpenRegisterCard';
import { QuotationsDialog } from './quotations/QuotationsDialog';
import { QuotationView } from './quotations/QuotationView';
import { OfflineBanner } from './offline/OfflineBanner';
import { OfflineTicketDialog } from './offline/OfflineTicketDialog';
import { useOfflinePos, type OfflinePos } from './offline/useOfflinePos';

export function PosPage() {
  const offline = useOfflinePos();
  const register = useCurrentRegister();
  // Without a connection the counter sells in the register it last saw open (docs/offline-pos.md). Coming back
  // online it keeps selling in it until the server answers which register is open: a loading screen there would
  // unmount the counter and lose the cart being rung up.
  const cached = offline.online ? (register.isLoading ? (offline.catalog?.register ?? undefined) : undefined) : offline.catalog?.register;
  const current = register.data !== undefined ? register.data : cached;
  const { online, rememberRegister } = offline;
  useEffect(() => {
    if (online && register.data !== undefined) rememberRegister(register.data);
  }, [online, register.data, rememberRegister]);
  if (current === undefined && (register.isLoading || (!offline.online && offline.catalog === null))) return <LoadingState label="Cargando caja…" />;
  if (current === undefined && register.error) return <ErrorState message={toApiError(register.error).message} onRetry={() => void register.refetch()} />;
  if (!current) return <OpenRegisterCard />;
  return <PointOfSale registerId={current.id} openAt={current.openAt} offline={offline} />;
}

/** Esc or Vaciar: confirms before emptying the cart. Memoised with the rest of the counter. */
const CancelSaleDialog = memo(function CancelSaleDialog({ open, dispatch }: { open: boolean; dispatch: Dispatch<PosAction> }) {
  return (
    <ConfirmDialog
      open={open}
      onClose={() => dispatch({ type: 'confirmCancel', open: false })}
      title="Cancelar venta"
      body="Se quitarán todos los productos del carrito. ¿Desea continuar?"
      confirmText="Cancelar venta"
      cancelText="Volver"
      destructive
      onConfirm={() => dispatch({ type: 'cancelSale' })}
    />
  );
});

function PointOfSale({ registerId, openAt, offline }: { registerId: number; openAt: string; offline: OfflinePos }) {
  const { company } = useSession();
  const isAdmin = useAtomValue(isAdminAtom, { store: sessionStore });
  const preferences = usePreferences();
  const pos = usePointOfSale(offline, registerId);
  const { state, dispatch, totals, add } = pos;
  const searchRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const view = preferences?.ViewTPVStore === TPV_VIEW.cards ? 'cards' : 'list';
  const { saleType: startWith, alternative } = startingSaleType(preferences?.typePayStore);
  const empty = state.cart.lines.length === 0;
  // The search comes first: the checkout panel follows in the next render, which yields to typed keys, so the
  // counter takes input without waiting for the cart, its totals and pay buttons to be built.
  const checkoutShown = useDeferredValue(true, false);
  const checkout = useCallback((saleType = startWith) => dispatch({ type: 'checkout', checkout: { kind: 'cart', saleType } }), [dispatch, startWith]);

  // Stable callbacks: the header, the search and the checkout panel are memoised, so a key typed in the search
  // re-renders the search alone and a product added re-renders the checkout panel alone.
  const onText = useCallback((text: string) => dispatch({ type: 'text', text }), [dispatch]);
  const onBuyer = useCallback((buyer: Client | null) => dispatch({ type: 'buyer', buyer }), [dispatch]);
  const dispatchCart = useCallback((action: CartAction) => dispatch({ type: 'cart', action }), [dispatch]);
  const onQuotations = useCallback(() => dispatch({ type: 'quotations', open: true }), [dispatch]);
  // The queue is read when the cashier asks (the header does not re-render with every sale queued offline).
  const { waitingIn, online } = offline;
  const onRegister = useCallback(
    (dialog: Exclude<RegisterDialog, null>) => {
      const waitingHere = waitingIn(registerId);
      // The server only knows the sales that reached it: the counter keeps the register open while any wait here.
      if (dialog === 'close' && waitingHere > 0) {
        notify.warning(`No puede cerrar la caja: ${waitingHere === 1 ? 'hay 1 venta' : `hay ${waitingHere} ventas`} sin conexión por enviar`);
        return;
      }
      if (!online) {
        notify.warning('Los movimientos y reportes de caja esperan a que vuelva la conexión');
        return;
      }
      dispatch({ type: 'registerDialog', dialog });
    },
    [dispatch, waitingIn, registerId, online],
  );
  const onEmpty = useCallback(() => dispatch({ type: 'confirmCancel', open: true }), [dispatch]);
  const closePayment = useCallback(() => dispatch({ type: 'checkout', checkout: null }), [dispatch]);
  const quickSale = pos.quickSale.mutate;
  const quote = pos.quote.mutate;
  const onQuickSale = useCallback(() => quickSale(), [quickSale]);
  const onSearch = useCallback(() => {
    searchRef.current?.focus({ preventScroll: true });
    searchRef.current?.scrollIntoView({ block: 'center' });
  }, []);
  const onQuote = useCallback(() => quote(), [quote]);
  // The next customer starts at the search: a ticket hands the focus there as it closes.
  const searchField = useCallback(() => searchRef.current, []);

  /** Enter in the search: the exact barcode or code (a scanner typing into the field), else the only result. */
  const onEnter = useCallback(
    (term: string, current: Product[]) => {
      findByBarcode(term).then(
        (found) => {
          const product = found ?? (current.length === 1 ? current[0] : null);
          if (product) {
            add(product);
            dispatch({ type: 'text', text: '' });
          } else if (current.length === 0) notify.warning(`No hay un producto con el código ${term}`);
        },
        (error: unknown) => notify.error(toApiError(error).message),
      );
    },
    [add, dispatch],
  );

  usePosKeyboard(
    {
      F2: () => searchRef.current?.focus(),
      F4: () => quantityRef.current?.select(),
      F9: () => checkout(),
      Escape: onEmpty,
    },
    (code, typed) => void pos.scan(code, typed),
    !pos.dialogOpen,
  );

  const payButtons = useMemo(
    () => (
      <PayButtons
        total={totals.total}
        empty={empty}
        alternative={alternative}
        quickSale={company?.isQuickSale ?? false}
        quickSalePending={pos.quickSale.isPending}
        quoting={pos.quote.isPending}
        onCheckout={checkout}
        onQuickSale={onQuickSale}
        onQuote={onQuote}
        onEmpty={onEmpty}
        onSearch={onSearch}
      />
    ),
    [totals.total, empty, alternative, company?.isQuickSale, pos.quickSale.isPending, pos.quote.isPending, checkout, onQuickSale, onQuote, onEmpty, onSearch],
  );

  return (
    <VStack align="stretch" gap="3">
      <OfflineBanner online={offline.online} waiting={offline.waiting.length} refused={offline.refused.length} />
      <PosHeader registerId={registerId} openAt={openAt} onQuotations={onQuotations} onRegister={onRegister} />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4" alignItems="start">
        <SearchPanel text={state.text} onText={onText} onEnter={onEnter} view={view} onAdd={add} searchRef={searchRef} />
        {checkoutShown && (
          <CheckoutPanel
            cart={state.cart}
            products={state.products}
            buyer={state.buyer}
            onBuyer={onBuyer}
            dispatchCart={dispatchCart}
            quantityRef={quantityRef}
            automaticChargeIds={pos.automaticChargeIds}
            addedAt={state.addedAt}
            footer={payButtons}
          />
        )}
      </Grid>

      {state.checkout && (
        <PaymentDialog
          total={state.checkout.kind === 'cart' ? totals.total : state.checkout.quotation.total}
          initialSaleType={state.checkout.kind === 'cart' ? state.checkout.saleType : 'regular'}
          defaultMethodId={preferences?.methodPayment ?? 1}
          defaultBankId={preferences?.Bank ?? null}
          hasClient={state.checkout.kind === 'cart' ? state.buyer !== null : state.checkout.quotation.client !== null}
          clientId={state.checkout.kind === 'cart' ? (state.buyer?.id ?? null) : (state.checkout.quotation.client?.id ?? null)}
          canOverrideCredit={isAdmin && state.checkout.kind === 'cart'}
          onClose={closePayment}
          onCharge={pos.charge}
        />
      )}
      {state.ticketOf !== null && (
        <TicketDialog
          saleId={state.ticketOf}
          // The next customer starts at the search: the dialog hands the focus there as it closes.
          finalFocusEl={() => searchRef.current}
          // Opened after every sale over the counter, like the offline ticket: a plain dialog.
          plain
          onClose={() => dispatch({ type: 'closeTicket' })}
        />
      )}
      {pos.offlineTicket && (
        <OfflineTicketDialog ticket={pos.offlineTicket} companyName={company?.name ?? ''} finalFocusEl={searchField} onClose={pos.closeOfflineTicket} />
      )}
      {state.quotationShown && (
        <PrintableDialog title="Cotización" size="lg" onClose={() => dispatch({ type: 'showQuotation', quotation: null })}>
          <QuotationView quotation={state.quotationShown} companyName={company?.name ?? ''} />
        </PrintableDialog>
      )}
      {state.showQuotations && (
        <QuotationsDialog
          onClose={() => dispatch({ type: 'quotations', open: false })}
          onPrint={(q) => {
            dispatch({ type: 'quotations', open: false });
            void quotationsApi.get(q.id).then(
              (quotation) => dispatch({ type: 'showQuotation', quotation }),
              (error: unknown) => notify.error(toApiError(error).message),
            );
          }}
          onConvert={(q) => {
            dispatch({ type: 'quotations', open: false });
            dispatch({ type: 'checkout', checkout: { kind: 'quotation', quotation: q } });
          }}
        />
      )}
      {state.registerDialog === 'movement' && <MovementDialog registerId={registerId} onClose={() => dispatch({ type: 'registerDialog', dialog: null })} />}
      {(state.registerDialog === 'x' || state.registerDialog === 'close') && (
        <CashReportDialog registerId={registerId} mode={state.registerDialog} onClose={() => dispatch({ type: 'registerDialog', dialog: null })} />
      )}
      <CancelSaleDialog open={state.confirmCancel} dispatch={dispatch} />
    </VStack>
  );
}

