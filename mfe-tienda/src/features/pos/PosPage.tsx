import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey, quotationsApi, salesApi, toApiError } from '@mikro/api-client';
import type { Client, PaymentRequest, Product, Quotation, QuotationDetail, SaleType } from '@mikro/contracts';
import { cartReducer, cartTotals, initialCart, STORE_SALE_TYPE, TPV_VIEW } from '@mikro/domain';
import { useSession } from '@mikro/session';
import {
  Badge, Box, Button, ConfirmDialog, EmptyState, ErrorState, Flex, formatMoney, Grid, Heading, HStack, Input, LoadingState, notify, Text, VStack,
} from '@mikro/ui';
import { CartPanel } from './CartPanel';
import { ClientPicker } from '../../shared/ClientPicker';
import { PaymentDialog } from './PaymentDialog';
import { PrintableDialog } from '../../shared/PrintableDialog';
import { ProductResults } from './ProductResults';
import { TicketDialog } from '../../shared/TicketDialog';
import { toCartProduct } from '../../shared/pricing';
import { automaticToDomainCharge, toSaleLine } from '../../shared/charges';
import { ChargesBar } from './ChargesBar';
import { findByBarcode, prefetchProductSearch, registerKey, useAutomaticCharges, useCurrentRegister, useFavorites, usePreferences, useProductSearch } from './usePosData';
import { usePosKeyboard } from './useShortcuts';
import { CashReportDialog } from './cash-register/CashReportDialog';
import { MovementDialog } from './cash-register/MovementDialog';
import { OpenRegisterCard } from './cash-register/OpenRegisterCard';
import { QuotationsDialog } from './quotations/QuotationsDialog';
import { QuotationView } from './quotations/QuotationView';

type Checkout = { kind: 'cart'; saleType: SaleType } | { kind: 'quotation'; quotation: Quotation };
type RegisterDialog = 'movement' | 'x' | 'close' | null;

const SHORTCUTS = [
  ['F2', 'Buscar'],
  ['F4', 'Cantidad'],
  ['F9', 'Cobrar'],
  ['Esc', 'Cancelar'],
] as const;

/** The preference's alternative to a cash sale (typePayStore: fiado 0, quotation 1, deferred 2). */
function preferredSaleType(typePayStore: number | undefined): SaleType | 'quotation' {
  if (typePayStore === STORE_SALE_TYPE.quotation) return 'quotation';
  return typePayStore === STORE_SALE_TYPE.deferred ? 'deferred' : 'fiado';
}

export function PosPage() {
  const register = useCurrentRegister();
  if (register.isLoading) return <LoadingState label="Cargando caja…" />;
  if (register.error) return <ErrorState message={toApiError(register.error).message} onRetry={() => void register.refetch()} />;
  if (!register.data) return <OpenRegisterCard />;
  return <PointOfSale registerId={register.data.id} openAt={register.data.openAt} />;
}

function PointOfSale({ registerId, openAt }: { registerId: number; openAt: string }) {
  const client = useQueryClient();
  const { company } = useSession();
  const preferences = usePreferences();
  const [cart, dispatch] = useReducer(cartReducer, initialCart);
  const [products, setProducts] = useState<Map<number, Product>>(new Map());
  const [text, setText] = useState('');
  const [buyer, setBuyer] = useState<Client | null>(null);
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [ticketOf, setTicketOf] = useState<number | null>(null);
  const [quotationShown, setQuotationShown] = useState<QuotationDetail | null>(null);
  const [showQuotations, setShowQuotations] = useState(false);
  const [registerDialog, setRegisterDialog] = useState<RegisterDialog>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [busy, setBusy] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const attemptKey = useRef(newIdempotencyKey());
  const results = useProductSearch(text);
  const favorites = useFavorites();
  const automatic = useAutomaticCharges();
  const automaticCharges = useMemo(() => (automatic.data ?? []).map(automaticToDomainCharge), [automatic.data]);
  const automaticChargeIds = useMemo(() => new Set(automaticCharges.map((charge) => charge.id)), [automaticCharges]);
  const totals = useMemo(() => cartTotals(cart), [cart]);
  const shown = text.trim() ? (results.data ?? []) : [];
  // Enter must not act on the previous text's results while the new ones load.
  const current = results.isPlaceholderData ? [] : shown;
  const view = preferences?.ViewTPVStore === TPV_VIEW.cards ? 'cards' : 'list';
  const alternative = preferredSaleType(preferences?.typePayStore);
  const defaultMethodId = preferences?.methodPayment ?? 1;
  const defaultBankId = preferences?.Bank ?? null;
  const dialogOpen = checkout !== null || ticketOf !== null || quotationShown !== null || showQuotations || registerDialog !== null || confirmCancel;

  const add = useCallback((product: Product) => {
    setProducts((known) => new Map(known).set(product.id, product));
    dispatch({ type: 'addProduct', product: toCartProduct(product) });
    for (const charge of automaticCharges) dispatch({ type: 'attachCharge', charge, productIds: [product.id] });
  }, [automaticCharges]);

  async function scan(code: string) {
    setText('');
    try {
      const product = await findByBarcode(code);
      if (product) add(product);
      else notify.warning(`No hay un producto con el código ${code}`);
    } catch (error) {
      notify.error(toApiError(error).message);
    }
  }

  /** Enter in the search: the exact barcode or code (a scanner typing into the field), else the only result. */
  async function enterInSearch(term: string) {
    try {
      const product = (await findByBarcode(term)) ?? (current.length === 1 ? current[0] : null);
      if (product) {
        add(product);
        setText('');
      } else if (current.length === 0) notify.warning(`No hay un producto con el código ${term}`);
    } catch (error) {
      notify.error(toApiError(error).message);
    }
  }

  function startCheckout(saleType: SaleType) {
    if (cart.lines.length === 0) return;
    setCheckout({ kind: 'cart', saleType });
  }

  usePosKeyboard(
    {
      F2: () => searchRef.current?.focus(),
      F4: () => quantityRef.current?.select(),
      F9: () => startCheckout('regular'),
      Escape: () => cart.lines.length > 0 && setConfirmCancel(true),
    },
    (code) => void scan(code),
    !dialogOpen,
  );

  const saleLines = () => cart.lines.map(toSaleLine);

  async function afterSale(saleId: number) {
    attemptKey.current = newIdempotencyKey();
    dispatch({ type: 'reset' });
    setProducts(new Map());
    setBuyer(null);
    setText('');
    setCheckout(null);
    setTicketOf(saleId);
    notify.created();
    await client.invalidateQueries({ queryKey: ['pos'] });
    await client.invalidateQueries({ queryKey: registerKey });
  }

  async function charge(payments: PaymentRequest[], saleType: SaleType) {
    if (!checkout) return;
    try {
      const sale =
        checkout.kind === 'cart'
          ? await salesApi.create({ lines: saleLines(), payments, saleType, clientId: buyer?.id ?? null }, attemptKey.current)
          : await quotationsApi.convert(checkout.quotation.id, { payments, saleType }, attemptKey.current);
      await afterSale(sale.id);
    } catch (error) {
      notify.error(toApiError(error).message);
    }
  }

  async function quickSale() {
    const methodId = company?.quickSaleMethod?.id ?? 1;
    setBusy(true);
    try {
      const sale = await salesApi.create({ lines: saleLines(), payments: [{ methodId, amount: totals.total }], saleType: 'regular', clientId: buyer?.id ?? null }, attemptKey.current);
      await afterSale(sale.id);
    } catch (error) {
      notify.error(toApiError(error).message);
    } finally {
      setBusy(false);
    }
  }

  async function quote() {
    setBusy(true);
    try {
      const quotation = await quotationsApi.create({ lines: saleLines(), clientId: buyer?.id ?? null });
      notify.created();
      dispatch({ type: 'reset' });
      setProducts(new Map());
      setQuotationShown(quotation);
    } catch (error) {
      notify.error(toApiError(error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <VStack align="stretch" gap="3">
      <Flex justify="space-between" align="center" wrap="wrap" gap="2">
        <Box>
          <Heading as="h1" size="lg">
            Punto de venta
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Caja #{registerId} abierta desde {new Date(openAt).toLocaleString('es-MX')}
          </Text>
        </Box>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => setShowQuotations(true)}>
            Cotizaciones
          </Button>
          <Button size="sm" variant="outline" onClick={() => setRegisterDialog('movement')}>
            Movimiento de caja
          </Button>
          <Button size="sm" variant="outline" onClick={() => setRegisterDialog('x')}>
            Corte X
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setRegisterDialog('close')}>
            Cerrar caja
          </Button>
        </HStack>
      </Flex>
      <HStack gap="3" fontSize="xs" color="fg.muted" aria-label="Atajos de teclado">
        {SHORTCUTS.map(([key, label]) => (
          <HStack key={key} gap="1">
            <Badge as="kbd" variant="outline">{key}</Badge>
            <Text>{label}</Text>
          </HStack>
        ))}
      </HStack>
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="4" alignItems="start">
        <VStack align="stretch" gap="3">
          <Input
            ref={searchRef}
            data-barcode-target
            autoFocus
            size="lg"
            placeholder="Buscar por nombre, código o código de barras (F2)"
            aria-label="Buscar producto"
            value={text}
            onChange={(event) => {
              prefetchProductSearch(client, event.target.value);
              setText(event.target.value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && text.trim()) {
                event.preventDefault();
                void enterInSearch(text.trim());
              }
            }}
          />
          {text.trim() ? (
            results.isLoading && !results.data ? (
              <LoadingState label="Buscando…" />
            ) : shown.length === 0 ? (
              <EmptyState title="Sin coincidencias" description="Prueba con otro nombre, código o código de barras." />
            ) : (
              <ProductResults products={shown} view={view} onAdd={add} />
            )
          ) : (
            <Box>
              <Text fontWeight="medium" mb="2">
                Favoritos
              </Text>
              {(favorites.data ?? []).length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  Marca productos como favoritos para tenerlos a un clic.
                </Text>
              ) : (
                <ProductResults products={favorites.data ?? []} view={view} onAdd={add} />
              )}
            </Box>
          )}
        </VStack>
        <VStack align="stretch" gap="3" borderWidth="1px" rounded="lg" p="3">
          <ClientPicker value={buyer} onChange={setBuyer} />
          <ChargesBar cart={cart} dispatch={dispatch} />
          <CartPanel cart={cart} dispatch={dispatch} products={products} quantityRef={quantityRef} automaticChargeIds={automaticChargeIds} />
          <Button size="lg" colorPalette="brand" disabled={cart.lines.length === 0} onClick={() => startCheckout('regular')}>
            Cobrar {formatMoney(totals.total)} (F9)
          </Button>
          <HStack gap="2">
            {company?.isQuickSale && (
              <Button flex="1" variant="outline" disabled={cart.lines.length === 0} loading={busy} onClick={() => void quickSale()}>
                Venta rápida
              </Button>
            )}
            {alternative !== 'quotation' && (
              <Button flex="1" variant="outline" disabled={cart.lines.length === 0} onClick={() => startCheckout(alternative)}>
                {alternative === 'fiado' ? 'Fiado' : 'Pagos diferidos'}
              </Button>
            )}
            <Button flex="1" variant={alternative === 'quotation' ? 'solid' : 'outline'} disabled={cart.lines.length === 0} loading={busy} onClick={() => void quote()}>
              Cotizar
            </Button>
          </HStack>
          {buyer && <Badge alignSelf="start">Cliente: {[buyer.name, buyer.last_name_father].join(' ')}</Badge>}
        </VStack>
      </Grid>

      {checkout && (
        <PaymentDialog
          total={checkout.kind === 'cart' ? totals.total : checkout.quotation.total}
          initialSaleType={checkout.kind === 'cart' ? checkout.saleType : 'regular'}
          defaultMethodId={defaultMethodId}
          defaultBankId={defaultBankId}
          hasClient={checkout.kind === 'cart' ? buyer !== null : checkout.quotation.client !== null}
          onClose={() => setCheckout(null)}
          onCharge={charge}
        />
      )}
      {ticketOf !== null && (
        <TicketDialog
          saleId={ticketOf}
          onClose={() => {
            setTicketOf(null);
            searchRef.current?.focus();
          }}
        />
      )}
      {quotationShown && (
        <PrintableDialog title="Cotización" size="lg" onClose={() => setQuotationShown(null)}>
          <QuotationView quotation={quotationShown} companyName={company?.name ?? ''} />
        </PrintableDialog>
      )}
      {showQuotations && (
        <QuotationsDialog
          onClose={() => setShowQuotations(false)}
          onPrint={(q) => {
            setShowQuotations(false);
            void quotationsApi.get(q.id).then(setQuotationShown, (error: unknown) => notify.error(toApiError(error).message));
          }}
          onConvert={(q) => {
            setShowQuotations(false);
            setCheckout({ kind: 'quotation', quotation: q });
          }}
        />
      )}
      {registerDialog === 'movement' && <MovementDialog registerId={registerId} onClose={() => setRegisterDialog(null)} />}
      {(registerDialog === 'x' || registerDialog === 'close') && (
        <CashReportDialog registerId={registerId} mode={registerDialog} onClose={() => setRegisterDialog(null)} />
      )}
      <ConfirmDialog
        open={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        title="Cancelar venta"
        body="Se quitarán todos los productos del carrito. ¿Deseas continuar?"
        confirmText="Cancelar venta"
        cancelText="Volver"
        destructive
        onConfirm={() => {
          dispatch({ type: 'reset' });
          setProducts(new Map());
          setBuyer(null);
        }}
      />
    </VStack>
  );
}
