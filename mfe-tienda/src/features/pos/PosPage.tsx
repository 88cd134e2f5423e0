import { useRef } from 'react';
import { quotationsApi, toApiError } from '@mikro/api-client';
import type { Product } from '@mikro/contracts';
import { TPV_VIEW } from '@mikro/domain';
import { Badge, Box, Button, ConfirmDialog, ErrorState, formatMoney, Grid, HStack, LoadingState, notify, PrintableDialog, VStack } from '@mikro/ui';
import { useAtomValue } from 'jotai';
import { isAdminAtom, sessionStore, useSession } from '@mikro/session';
import { CartPanel } from './CartPanel';
import { ClientPicker } from '../../shared/ClientPicker';
import { PaymentDialog } from './PaymentDialog';
import { TicketDialog } from '../../shared/TicketDialog';
import { ChargesBar } from './ChargesBar';
import { PosHeader } from './PosHeader';
import { SearchPanel } from './SearchPanel';
import { startingSaleType } from './posState';
import { usePointOfSale } from './usePointOfSale';
import { findByBarcode, useCurrentRegister, usePreferences } from './usePosData';
import { usePosKeyboard } from './useShortcuts';
import { CashReportDialog } from './cash-register/CashReportDialog';
import { MovementDialog } from './cash-register/MovementDialog';
import { OpenRegisterCard } from './cash-register/OpenRegisterCard';
import { QuotationsDialog } from './quotations/QuotationsDialog';
import { QuotationView } from './quotations/QuotationView';

export function PosPage() {
  const register = useCurrentRegister();
  if (register.isLoading) return <LoadingState label="Cargando caja…" />;
  if (register.error) return <ErrorState message={toApiError(register.error).message} onRetry={() => void register.refetch()} />;
  if (!register.data) return <OpenRegisterCard />;
  return <PointOfSale registerId={register.data.id} openAt={register.data.openAt} />;
}

function PointOfSale({ registerId, openAt }: { registerId: number; openAt: string }) {
  const { company } = useSession();
  const isAdmin = useAtomValue(isAdminAtom, { store: sessionStore });
  const preferences = usePreferences();
  const pos = usePointOfSale();
  const { state, dispatch, totals } = pos;
  const searchRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const view = preferences?.ViewTPVStore === TPV_VIEW.cards ? 'cards' : 'list';
  const { saleType: startWith, alternative } = startingSaleType(preferences?.typePayStore);
  const empty = state.cart.lines.length === 0;
  const checkout = (saleType = startWith) => dispatch({ type: 'checkout', checkout: { kind: 'cart', saleType } });

  /** Enter in the search: the exact barcode or code (a scanner typing into the field), else the only result. */
  async function enterInSearch(term: string, current: Product[]) {
    try {
      const product = (await findByBarcode(term)) ?? (current.length === 1 ? current[0] : null);
      if (product) {
        pos.add(product);
        dispatch({ type: 'text', text: '' });
      } else if (current.length === 0) notify.warning(`No hay un producto con el código ${term}`);
    } catch (error) {
      notify.error(toApiError(error).message);
    }
  }

  usePosKeyboard(
    {
      F2: () => searchRef.current?.focus(),
      F4: () => quantityRef.current?.select(),
      F9: () => checkout(),
      Escape: () => dispatch({ type: 'confirmCancel', open: true }),
    },
    (code) => void pos.scan(code),
    !pos.dialogOpen,
  );

  const payButtons = (
    <VStack align="stretch" gap="2" position={{ base: 'sticky', lg: 'static' }} pb={{ base: '2', lg: '0' }} bottom="0" bg="bg" pt="2" zIndex="1">
      <Button size="lg" colorPalette="brand" disabled={empty} onClick={() => checkout()}>
        Cobrar {formatMoney(totals.total)} (F9)
      </Button>
      <HStack gap="2">
        {company?.isQuickSale && (
          <Button flex="1" variant="outline" disabled={empty} loading={pos.quickSale.isPending} onClick={() => pos.quickSale.mutate()}>
            Venta rápida
          </Button>
        )}
        {alternative !== 'quotation' && (
          <Button flex="1" variant="outline" disabled={empty} onClick={() => checkout(alternative)}>
            {alternative === 'regular' ? 'Contado' : alternative === 'fiado' ? 'Fiado' : 'Pagos diferidos'}
          </Button>
        )}
        <Button flex="1" variant={alternative === 'quotation' ? 'solid' : 'outline'} disabled={empty} loading={pos.quote.isPending} onClick={() => pos.quote.mutate()}>
          Cotizar
        </Button>
        <Button flex="1" variant="ghost" disabled={empty} onClick={() => dispatch({ type: 'confirmCancel', open: true })}>
          Vaciar
        </Button>
      </HStack>
    </VStack>
  );

  return (
    <VStack align="stretch" gap="3">
      <PosHeader
        registerId={registerId}
        openAt={openAt}
        onQuotations={() => dispatch({ type: 'quotations', open: true })}
        onRegister={(dialog) => dispatch({ type: 'registerDialog', dialog })}
      />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4" alignItems="start">
        <SearchPanel
          text={state.text}
          onText={(text) => dispatch({ type: 'text', text })}
          onEnter={(term, current) => void enterInSearch(term, current)}
          view={view}
          onAdd={pos.add}
          searchRef={searchRef}
        />
        {/* The cart keeps its totals and pay buttons in view: only its lines scroll. */}
        <Box
          display="flex"
          flexDirection="column"
          gap="3"
          borderWidth="1px"
          rounded="lg"
          p="3"
          position={{ base: 'static', lg: 'sticky' }}
          top="0"
          maxH={{ base: 'none', lg: 'calc(100vh - 150px)' }}
          minH="0"
          data-testid="checkout-panel"
        >
          <ClientPicker value={state.buyer} onChange={(buyer) => dispatch({ type: 'buyer', buyer })} />
          {state.buyer && <Badge alignSelf="start">Cliente: {[state.buyer.name, state.buyer.last_name_father].join(' ')}</Badge>}
          <ChargesBar cart={state.cart} dispatch={(action) => dispatch({ type: 'cart', action })} />
          <CartPanel
            cart={state.cart}
            dispatch={(action) => dispatch({ type: 'cart', action })}
            products={state.products}
            quantityRef={quantityRef}
            automaticChargeIds={pos.automaticChargeIds}
            addedAt={state.addedAt}
            footer={payButtons}
          />
        </Box>
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
          onClose={() => dispatch({ type: 'checkout', checkout: null })}
          onCharge={pos.charge}
        />
      )}
      {state.ticketOf !== null && (
        <TicketDialog
          saleId={state.ticketOf}
          onClose={() => {
            dispatch({ type: 'closeTicket' });
            searchRef.current?.focus();
          }}
        />
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
      <ConfirmDialog
        open={state.confirmCancel}
        onClose={() => dispatch({ type: 'confirmCancel', open: false })}
        title="Cancelar venta"
        body="Se quitarán todos los productos del carrito. ¿Deseas continuar?"
        confirmText="Cancelar venta"
        cancelText="Volver"
        destructive
        onConfirm={() => dispatch({ type: 'cancelSale' })}
      />
    </VStack>
  );
}
