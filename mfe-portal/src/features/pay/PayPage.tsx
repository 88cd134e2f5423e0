// «Pagar en línea»: the family chooses pending charges of its children and pays them by card, with an OXXO reference
// or by SPEI; the school prices them again when the money arrives. Phone first: one column, large touch targets.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { OnlinePayment, OnlinePaymentMethod, PortalChild } from '@mikro/contracts';
import { toApiError, usePortalChildren } from '@mikro/api-client';
import { Money as Amount, ONLINE_METHOD_LABELS, cardDigits, isLate, periodLabel } from '@mikro/domain';
import { Alert, Badge, Box, Button, Card, Checkbox, DateText, EmptyState, Field, Flex, HStack, Input, Money, notify, PageHeader, SimpleGrid, Stack, Text } from '@mikro/ui';
import { QueryState } from '../../shared/QueryState';
import { useCancelReference, useOnlinePayments, usePay, usePaymentOptions } from './api';
import { PaymentResult, StatusBadge } from './PaymentResult';

interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

const EMPTY_CARD: CardForm = { number: '', expiry: '', cvc: '', holder: '' };

/** 4242424242424242 → "4242 4242 4242 4242" as it is typed. */
const groupDigits = (text: string) => cardDigits(text).replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

function ChildCharges({ child, today, selected, toggle }: { child: PortalChild; today: string; selected: Set<number>; toggle: (id: number) => void }) {
  return (
    <Card.Root as="section" aria-label={`Cargos de ${child.name}`} size="sm">
      <Card.Header pb="1">
        <Text fontWeight="semibold">{child.name}</Text>
      </Card.Header>
      <Card.Body pt="0">
        {child.charges.length === 0 ? (
          <Text color="fg.muted">No tiene pagos pendientes.</Text>
        ) : (
          <Stack gap="0">
            {child.charges.map((charge) => (
              <Flex key={charge.id} justify="space-between" align="center" gap="3" py="2" borderTopWidth="1px" minH="12">
                <Checkbox.Root checked={selected.has(charge.id)} onCheckedChange={() => toggle(charge.id)} minW="0">
                  <Checkbox.HiddenInput aria-label={`Pagar ${charge.name} ${periodLabel(charge.year, charge.month)} de ${child.name}`} />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    <Text>
                      {charge.name} {periodLabel(charge.year, charge.month)}
                    </Text>
                    <HStack gap="1" fontSize="sm" color="fg.muted" fontWeight="normal">
                      <Text>Vence</Text>
                      <DateText value={charge.dueDate} />
                      {isLate(charge, today) && <Badge colorPalette="red">Vencido</Badge>}
                    </HStack>
                  </Checkbox.Label>
                </Checkbox.Root>
                <Money value={charge.today.total} fontWeight="semibold" whiteSpace="nowrap" />
              </Flex>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function PayPage() {
  const children = usePortalChildren();
  const options = usePaymentOptions();
  const history = useOnlinePayments();
  const pay = usePay();
  const cancel = useCancelReference();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [method, setMethod] = useState<OnlinePaymentMethod>('card');
  const [card, setCard] = useState<CardForm>(EMPTY_CARD);
  const [result, setResult] = useState<OnlinePayment | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  // The answer shows above the charges: bring it into view (the button that asked for it is at the bottom).
  useEffect(() => {
    if (result) resultRef.current?.scrollIntoView?.({ block: 'start' });
  }, [result]);

  const data = children.data;
  const charges = useMemo(() => (data?.children ?? []).flatMap((child) => child.charges), [data]);
  const total = Amount.sum(charges.filter((c) => selected.has(c.id)).map((c) => c.today.total)).toFixed2();
  // With a real provider the card is typed into its own form (Stripe.js), which the portal does not load yet.
  const methods = (options.data?.methods ?? []).filter((m) => m !== 'card' || options.data?.provider === 'sandbox');
  const chosen = methods.includes(method) ? method : methods[0];
  const error = pay.error ? toApiError(pay.error) : null;
  const fieldError = (field: string) => error?.fields?.find((f) => f.field === field)?.message;

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || selected.size === 0) return;
    setResult(null);
    try {
      const paid = await pay.mutateAsync({ chargeIds: [...selected], method: chosen, ...(chosen === 'card' ? { card } : {}) });
      setResult(paid);
      if (paid.status !== 'failed') {
        setSelected(new Set());
        setCard(EMPTY_CARD);
      }
    } catch {
      // The error is shown from pay.error.
    }
  };

  const cancelReference = async (id: number) => {
    try {
      const cancelled = await cancel.mutateAsync(id);
      if (result?.id === id) setResult(cancelled);
    } catch (failure) {
      notify.error(toApiError(failure).message);
    }
  };

  if (!data || !options.data) {
    return (
      <Box maxW="3xl">
        <PageHeader title="Pagar en línea" />
        <QueryState query={!data ? children : options} loading="Cargando sus pagos pendientes…" />
      </Box>
    );
  }

  const pendingReferences = (history.data ?? []).filter((p) => p.status === 'pending' && p.id !== result?.id);
  const earlier = (history.data ?? []).filter((p) => p.status !== 'pending' && p.id !== result?.id).slice(0, 5);

  return (
    <Box maxW="3xl">
      <PageHeader title="Pagar en línea" description="Elija los cargos y la forma de pago. El importe es el de hoy, con recargos, descuentos y becas." />
      <Stack gap="4">
        {result && (
          <Box ref={resultRef} scrollMarginTop="20">
            <PaymentResult payment={result} onCancel={(id) => void cancelReference(id)} cancelling={cancel.isPending} />
          </Box>
        )}
        {options.data.provider === 'sandbox' && (
          <Alert.Root status="info" size="sm">
            <Alert.Indicator />
            <Alert.Description>Modo de prueba: no se cobra dinero real.</Alert.Description>
          </Alert.Root>
        )}
        {charges.length === 0 ? (
          <EmptyState title="No tiene pagos pendientes" description="Cuando la escuela registre nuevos cargos aparecerán aquí." />
        ) : (
          <form onSubmit={(event) => void submit(event)} aria-label="Pagar en línea" noValidate>
            <Stack gap="4">
              <Flex justify="space-between" align="center" gap="2">
                <Text fontWeight="semibold">¿Qué desea pagar?</Text>
                <Button size="sm" variant="ghost" onClick={() => setSelected(selected.size === charges.length ? new Set() : new Set(charges.map((c) => c.id)))}>
                  {selected.size === charges.length ? 'Quitar todo' : 'Seleccionar todo'}
                </Button>
              </Flex>
              {data.children
                .filter((child) => child.charges.length > 0)
                .map((child) => (
                  <ChildCharges key={child.id} child={child} today={data.today} selected={selected} toggle={toggle} />
                ))}

              <Stack gap="2" as="fieldset">
                <Text as="legend" fontWeight="semibold" mb="2">
                  Forma de pago
                </Text>
                <SimpleGrid columns={3} gap="2" role="radiogroup" aria-label="Forma de pago">
                  {methods.map((m) => (
                    <Button key={m} role="radio" aria-checked={chosen === m} variant={chosen === m ? 'solid' : 'outline'} minH="12" whiteSpace="normal" onClick={() => setMethod(m)}>
                      {m === 'card' ? 'Tarjeta' : m === 'oxxo' ? 'OXXO' : 'SPEI'}
                    </Button>
                  ))}
                </SimpleGrid>
                {chosen === 'card' && (
                  <Stack gap="3">
                    <Field.Root invalid={Boolean(fieldError('card.number'))}>
                      <Field.Label>Número de tarjeta</Field.Label>
                      <Input inputMode="numeric" autoComplete="cc-number" value={card.number} onChange={(e) => setCard({ ...card, number: groupDigits(e.target.value) })} placeholder="0000 0000 0000 0000" />
                      <Field.ErrorText>{fieldError('card.number')}</Field.ErrorText>
                    </Field.Root>
                    <SimpleGrid columns={2} gap="3">
                      <Field.Root invalid={Boolean(fieldError('card.expiry'))}>
                        <Field.Label>Vencimiento</Field.Label>
                        <Input inputMode="numeric" autoComplete="cc-exp" value={card.expiry} onChange={(e) => setCard({ ...card, expiry: e.target.value.slice(0, 5) })} placeholder="MM/AA" />
                        <Field.ErrorText>{fieldError('card.expiry')}</Field.ErrorText>
                      </Field.Root>
                      <Field.Root invalid={Boolean(fieldError('card.cvc'))}>
                        <Field.Label>Código de seguridad</Field.Label>
                        <Input inputMode="numeric" autoComplete="cc-csc" value={card.cvc} onChange={(e) => setCard({ ...card, cvc: e.target.value.replace(/\D/g, '').slice(0, 4) })} placeholder="CVC" />
                        <Field.ErrorText>{fieldError('card.cvc')}</Field.ErrorText>
                      </Field.Root>
                    </SimpleGrid>
                    <Field.Root>
                      <Field.Label>Nombre del titular</Field.Label>
                      <Input autoComplete="cc-name" value={card.holder} onChange={(e) => setCard({ ...card, holder: e.target.value })} />
                    </Field.Root>
                    {options.data.testCards.length > 0 && (
                      <Box fontSize="sm" color="fg.muted" aria-label="Tarjetas de prueba">
                        <Text>Tarjetas de prueba (cualquier vencimiento futuro y código):</Text>
                        {options.data.testCards.map((test) => (
                          <Text key={test.number}>
                            <Text as="span" fontFamily="mono">
                              {groupDigits(test.number)}
                            </Text>{' '}
                            · {test.label}
                          </Text>
                        ))}
                      </Box>
                    )}
                  </Stack>
                )}
                {chosen === 'oxxo' && <Text color="fg.muted">Recibirá una referencia para pagar en efectivo en cualquier tienda OXXO.</Text>}
                {chosen === 'spei' && <Text color="fg.muted">Recibirá una cuenta CLABE para transferir desde su banca en línea.</Text>}
              </Stack>

              {error && !error.fields?.some((f) => f.field.startsWith('card.')) && (
                <Alert.Root status="error" aria-label="Error del pago">
                  <Alert.Indicator />
                  <Alert.Description>{error.message}</Alert.Description>
                </Alert.Root>
              )}

              <Box position="sticky" bottom="0" bg="bg" py="3" borderTopWidth="1px" zIndex="1">
                <Flex justify="space-between" align="center" gap="3">
                  <Box>
                    <Text fontSize="sm" color="fg.muted">
                      {selected.size === 1 ? '1 cargo' : `${selected.size} cargos`}
                    </Text>
                    <Money value={total} fontWeight="bold" fontSize="xl" aria-label="Total a pagar" />
                  </Box>
                  <Button type="submit" colorPalette="blue" size="lg" disabled={selected.size === 0 || !chosen} loading={pay.isPending}>
                    {chosen === 'card' ? 'Pagar' : 'Generar referencia'}
                  </Button>
                </Flex>
              </Box>
            </Stack>
          </form>
        )}

        {pendingReferences.length > 0 && (
          <Stack gap="2" as="section" aria-label="Referencias pendientes">
            <Text fontWeight="semibold">Referencias pendientes de pago</Text>
            {pendingReferences.map((payment) => (
              <PaymentResult key={payment.id} payment={payment} onCancel={(id) => void cancelReference(id)} cancelling={cancel.isPending} />
            ))}
          </Stack>
        )}
        {earlier.length > 0 && (
          <Stack gap="1" as="section" aria-label="Pagos en línea recientes">
            <Text fontWeight="semibold">Pagos en línea recientes</Text>
            {earlier.map((payment) => (
              <Flex key={payment.id} justify="space-between" align="center" gap="2" py="2" borderTopWidth="1px" wrap="wrap">
                <Box>
                  <HStack gap="2">
                    <DateText value={payment.createdAt} />
                    <Text>{ONLINE_METHOD_LABELS[payment.method]}</Text>
                  </HStack>
                  {payment.receipt && (
                    <Text fontSize="sm" color="fg.muted">
                      Recibo {payment.receipt.serie}-{payment.receipt.folio}
                    </Text>
                  )}
                </Box>
                <HStack gap="2">
                  <Money value={payment.amount} />
                  <StatusBadge status={payment.status} />
                </HStack>
              </Flex>
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
