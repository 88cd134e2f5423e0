// /colegio/cobros: the school's fee counter. Find a student or a family, choose pending charges (choosing
// one again removes it), see each line with the surcharges, discounts and scholarships the server attaches
// today, add manual ones, waive a surcharge or grant a discount with a reason (roles with the 'condonar'
// action), and take the payment with any methods (F9). The server computes every amount.
import { useRef, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChargeLineRequest, DeskConcessionRequest, FeeCounterResponse, PaymentMethodRequest, PendingSchoolCharge, QuotedChargeLine } from '@mikro/contracts';
import { newIdempotencyKey, schoolApi, schoolKeys, toApiError } from '@mikro/api-client';
import { isLate, periodLabel } from '@mikro/domain';
import { useCan } from '@mikro/session';
import {
  Badge,
  Box,
  Button,
  Card,
  ChargeLineList,
  CloseButton,
  ConcessionDialog,
  EmptyState,
  ErrorState,
  formatDate,
  formatMoney,
  Grid,
  Heading,
  HStack,
  LoadingState,
  notify,
  PageHeader,
  PaymentMethodsDialog,
  PaymentTotalsView,
  SelectInput,
  Tabs,
  Text,
  useCounterKeys,
  VStack,
  type ChargeLineView,
} from '@mikro/ui';
import { PaymentHistory } from '../../shared/PaymentHistory';
import { ReceiptDialog } from '../../shared/ReceiptDialog';
import { ConcessionsReport } from './ConcessionsReport';
import { PayerSearch, type Payer } from './PayerSearch';
import { addManualCharge, emptySelection, removeManualCharge, setConcession, toggleCharge, toLineRequests, type Selection } from './selection';


function lineView(line: QuotedChargeLine, studentName: string, extra?: ChargeLineView['extra']): ChargeLineView {
  return {
    key: line.chargeId,
    title: line.conceptName,
    subtitle: `${studentName} · ${periodLabel(line.year, line.month)}`,
    quantity: line.quantity,
    base: line.base,
    adjustments: line.adjustments.map((adjustment) => ({ name: adjustment.name, kind: adjustment.kind, amount: adjustment.amount, automatic: adjustment.automatic })),
    total: line.total,
    extra,
  };
}

export function FeeCounterPage() {
  const queryClient = useQueryClient();
  const canPay = useCan('crear');
  const canConcede = useCan('condonar');
  const [conceding, setConceding] = useState<QuotedChargeLine | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [payer, setPayer] = useState<Payer | null>(null);
  const [wholeFamily, setWholeFamily] = useState(false);
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const [paying, setPaying] = useState<string | null>(null);
  const [receiptId, setReceiptId] = useState<number | null>(null);

  const target = payer === null ? null : payer.kind === 'family' ? { familyId: payer.id } : wholeFamily && payer.familyId ? { familyId: payer.familyId } : { studentId: payer.id };
  const counter = useQuery({ queryKey: schoolKeys.pending(target ?? {}), queryFn: () => schoolApi.pending(target!), enabled: target !== null });
  const lines = toLineRequests(selection);
  const quote = useQuery({
    queryKey: schoolKeys.quote(lines),
    queryFn: () => schoolApi.quote(lines),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
  });

  // The payment with the counter's Idempotency-Key. Once paid the selection is cleared and every quote dropped
  // before the reads are refetched: the quote of what was just paid is still observed until the next render,
  // and refetching it would price paid charges (a 409). The receipt is kept, so it is not fetched again.
  const payment = useMutation({
    mutationFn: ({ lines: paid, methods, idempotencyKey }: { lines: ChargeLineRequest[]; methods: PaymentMethodRequest[]; idempotencyKey: string }) =>
      schoolApi.pay({ lines: paid, methods }, idempotencyKey),
    onSuccess: (receipt) => {
      setPaying(null);
      setSelection(emptySelection);
      queryClient.removeQueries({ queryKey: schoolKeys.quotes });
      queryClient.setQueryData(schoolKeys.receipt(receipt.id), receipt);
      setReceiptId(receipt.id);
      notify.success(`Pago ${receipt.serie}-${receipt.folio} registrado`);
      return queryClient.invalidateQueries({ queryKey: schoolKeys.all, predicate: (query) => query.queryKey[1] !== 'receipt' });
    },
  });

  const reset = () => {
    setSelection(emptySelection);
    searchRef.current?.focus();
  };

  const payable = canPay && Boolean(quote.data) && lines.length > 0 && !quote.isFetching;

  // The keys of every counter (F2 search, F9 pay, Esc clear the selection), wherever the focus is.
  useCounterKeys({
    F2: () => searchRef.current?.focus(),
    F9: () => {
      if (payable) setPaying(newIdempotencyKey());
    },
    Escape: lines.length > 0 ? reset : undefined,
  });

  const studentNames = new Map((counter.data?.students ?? []).map((student) => [student.id, student.name]));
  const quotedLines = (quote.data?.lines ?? []).filter((line) => selection.chargeIds.includes(line.chargeId));

  const pickPayer = (next: Payer) => {
    setPayer(next);
    setWholeFamily(false);
    setSelection(emptySelection);
  };

  const pay = async (methods: PaymentMethodRequest[]) => {
    if (!paying) return;
    try {
      await payment.mutateAsync({ lines, methods, idempotencyKey: paying });
    } catch (error) {
      const apiError = toApiError(error);
      notify.error(apiError.message);
      if (apiError.statusCode === 409) {
        setPaying(null);
        setSelection(emptySelection);
        queryClient.removeQueries({ queryKey: schoolKeys.quotes });
        await queryClient.invalidateQueries({ queryKey: schoolKeys.all });
      }
    }
  };

  return (
    <>
      <PageHeader title="Cobros del colegio" description="F2 buscar · clic en un cargo lo agrega o lo quita · F9 cobrar · Esc limpiar la selección" />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(320px, 2fr)' }} gap="4" alignItems="start">
        <VStack align="stretch" gap="3">
          <PayerSearch ref={searchRef} onPick={pickPayer} />
          {payer === null && <EmptyState title="Busque un alumno o una familia" description="Se muestran sus cargos pendientes con los recargos, descuentos y becas de hoy." />}
          {payer !== null && (
            <HStack justify="space-between" wrap="wrap">
              <Heading size="md">{payer.label}</Heading>
              {payer.kind === 'student' && payer.familyId && (
                <Button size="sm" variant={wholeFamily ? 'solid' : 'outline'} onClick={() => (setWholeFamily(!wholeFamily), setSelection(emptySelection))}>
                  {wholeFamily ? 'Solo este alumno' : 'Ver toda la familia'}
                </Button>
              )}
            </HStack>
          )}
          {counter.isLoading && <LoadingState />}
          {counter.error && <ErrorState message={toApiError(counter.error).message} onRetry={() => void counter.refetch()} />}
          {counter.data && <PendingCharges data={counter.data} selection={selection} onToggle={(id) => setSelection(toggleCharge(selection, id))} />}
        </VStack>
        <Card.Root position={{ lg: 'sticky' }} top="2">
          <Card.Body>
            <VStack align="stretch" gap="3">
              <Heading size="md">Por cobrar</Heading>
              {quote.error && <ErrorState message={toApiError(quote.error).message} onRetry={() => void quote.refetch()} />}
              <ChargeLineList
                lines={quotedLines.map((line) =>
                  lineView(
                    line,
                    studentNames.get(line.studentId ?? 0) ?? '',
                    <>
                      <ManualCharges
                        manualCharges={counter.data?.manualCharges ?? []}
                        chosen={selection.manual[line.chargeId] ?? []}
                        onAdd={(id) => setSelection(addManualCharge(selection, line.chargeId, id))}
                        onRemove={(id) => setSelection(removeManualCharge(selection, line.chargeId, id))}
                      />
                      <ConcessionControl
                        line={line}
                        concession={selection.concessions[line.chargeId] ?? null}
                        canConcede={canConcede}
                        onEdit={() => setConceding(line)}
                        onRemove={() => setSelection(setConcession(selection, line.chargeId, null))}
                      />
                    </>,
                  ),
                )}
                onRemove={(key) => setSelection(toggleCharge(selection, Number(key)))}
                emptyText={lines.length > 0 ? 'Calculando…' : 'Elija los cargos a cobrar'}
              />
              {quote.data && lines.length > 0 && <PaymentTotalsView totals={quote.data} />}
              <HStack>
                <Button variant="outline" disabled={lines.length === 0} onClick={reset}>
                  Limpiar
                </Button>
                <Button flex="1" colorPalette="brand" size="lg" disabled={!payable} onClick={() => setPaying(newIdempotencyKey())}>
                  Cobrar {quote.data && lines.length > 0 ? formatMoney(quote.data.total) : ''} (F9)
                </Button>
              </HStack>
            </VStack>
          </Card.Body>
        </Card.Root>
      </Grid>
      {lines.length > 0 && quote.data && (
        <HStack display={{ base: 'flex', lg: 'none' }} position="sticky" bottom="0" zIndex="docked" bg="bg" borderTopWidth="1px" py="2" mt="3" justify="space-between">
          <Text fontWeight="bold">
            {lines.length} {lines.length === 1 ? 'cargo' : 'cargos'} · {formatMoney(quote.data.total)}
          </Text>
          <Button colorPalette="brand" disabled={!canPay || quote.isFetching} onClick={() => setPaying(newIdempotencyKey())}>
            Cobrar
          </Button>
        </HStack>
      )}
      {(target || canConcede) && (
        <Box mt="6">
          <Tabs.Root key={target ? 'payer' : 'none'} defaultValue={target ? 'history' : 'concessions'} lazyMount>
            <Tabs.List>
              {target && <Tabs.Trigger value="history">Pagos anteriores</Tabs.Trigger>}
              {canConcede && <Tabs.Trigger value="concessions">Condonaciones</Tabs.Trigger>}
            </Tabs.List>
            {target && (
              <Tabs.Content value="history">
                <PaymentHistory {...target} />
              </Tabs.Content>
            )}
            {canConcede && (
              <Tabs.Content value="concessions">
                <ConcessionsReport />
              </Tabs.Content>
            )}
          </Tabs.Root>
        </Box>
      )}
      {conceding && (
        <ConcessionDialog
          lineLabel={`${conceding.conceptName} · ${periodLabel(conceding.year, conceding.month)}`}
          initial={selection.concessions[conceding.chargeId] ?? null}
          onClose={() => setConceding(null)}
          onApply={(concession) => setSelection(setConcession(selection, conceding.chargeId, concession))}
        />
      )}
      {paying && quote.data && <PaymentMethodsDialog total={quote.data.total} onClose={() => setPaying(null)} onConfirm={pay} />}
      {receiptId !== null && (
        <ReceiptDialog
          paymentId={receiptId}
          onClose={() => {
            setReceiptId(null);
            searchRef.current?.focus();
          }}
        />
      )}
    </>
  );
}

function PendingCharges({ data, selection, onToggle }: { data: FeeCounterResponse; selection: Selection; onToggle: (chargeId: number) => void }) {
  if (data.students.length === 0) return <EmptyState title="Sin alumnos inscritos" />;
  return (
    <VStack align="stretch" gap="4">
      {data.students.map((student) => (
        <Box key={student.id} borderWidth="1px" rounded="md" p="3">
          <HStack justify="space-between" wrap="wrap" mb="2">
            <Box>
              <Text fontWeight="semibold">{student.name}</Text>
              <Text fontSize="xs" color="fg.muted">
                {student.enrollment} · {[student.grade, student.group].filter(Boolean).join(' ')}
              </Text>
            </Box>
            <HStack gap="1" wrap="wrap">
              {student.scholarships.map((scholarship) => (
                <Badge key={scholarship.id} colorPalette="blue">
                  Beca: {scholarship.name}
                </Badge>
              ))}
            </HStack>
          </HStack>
          {student.charges.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              Sin cargos pendientes
            </Text>
          ) : (
            <VStack align="stretch" gap="1" role="list" aria-label={`Cargos pendientes de ${student.name}`}>
              {student.charges.map((charge) => (
                <PendingChargeButton key={charge.id} charge={charge} selected={selection.chargeIds.includes(charge.id)} onToggle={() => onToggle(charge.id)} today={data.today} />
              ))}
            </VStack>
          )}
        </Box>
      ))}
    </VStack>
  );
}

function PendingChargeButton({ charge, selected, onToggle, today }: { charge: PendingSchoolCharge; selected: boolean; onToggle: () => void; today: string }) {
  const overdue = isLate(charge, today);
  const surcharge = charge.today.adjustments.some((adjustment) => adjustment.kind === 2);
  const discount = charge.today.adjustments.some((adjustment) => adjustment.kind !== 2);
  return (
    <Button
      role="listitem"
      aria-pressed={selected}
      variant={selected ? 'subtle' : 'outline'}
      colorPalette={selected ? 'brand' : 'gray'}
      justifyContent="space-between"
      height="auto"
      py="2"
      whiteSpace="normal"
      onClick={onToggle}
      data-testid="pending-charge"
    >
      <Box textAlign="start">
        <Text fontWeight="medium">
          {charge.name} · {periodLabel(charge.year, charge.month)}
        </Text>
        <HStack gap="1" wrap="wrap">
          <Text fontSize="xs" color={overdue ? 'red.600' : 'fg.muted'}>
            Vence {formatDate(charge.dueDate)}
          </Text>
          {surcharge && (
            <Badge size="sm" colorPalette="red">
              Con recargo
            </Badge>
          )}
          {discount && (
            <Badge size="sm" colorPalette="green">
              Con descuento
            </Badge>
          )}
        </HStack>
      </Box>
      <Text fontVariantNumeric="tabular-nums">{formatMoney(charge.today.total)}</Text>
    </Button>
  );
}

/** What the desk concedes on a line: the button for roles with 'condonar', and what the quote says was conceded. */
function ConcessionControl({
  line,
  concession,
  canConcede,
  onEdit,
  onRemove,
}: {
  line: QuotedChargeLine;
  concession: DeskConcessionRequest | null;
  canConcede: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  if (!concession) {
    return canConcede ? (
      <Button size="xs" variant="ghost" onClick={onEdit}>
        Condonar o descontar…
      </Button>
    ) : null;
  }
  return (
    <VStack align="stretch" gap="0" pt="1" fontSize="xs" data-testid="concession">
      {(line.conceded ?? []).map((conceded) => (
        <Text key={`${conceded.kind}-${conceded.name}`} color="green.700">
          {conceded.kind === 'condonacion' ? `Condonado: ${conceded.name}` : 'Descuento concedido en caja'} {formatMoney(conceded.amount)}
        </Text>
      ))}
      <HStack gap="1">
        <Text color="fg.muted">Motivo: {concession.reason}</Text>
        <CloseButton size="2xs" aria-label="Quitar condonación o descuento" onClick={onRemove} />
      </HStack>
    </VStack>
  );
}

function ManualCharges({
  manualCharges,
  chosen,
  onAdd,
  onRemove,
}: {
  manualCharges: FeeCounterResponse['manualCharges'];
  chosen: number[];
  onAdd: (id: number) => void;
  onRemove: (id: number) => void;
}) {
  if (manualCharges.length === 0) return null;
  const available = manualCharges.filter((charge) => !chosen.includes(charge.id));
  return (
    <HStack gap="1" wrap="wrap" pt="1">
      {chosen.map((id) => (
        <Badge key={id} variant="outline">
          {manualCharges.find((charge) => charge.id === id)?.name}
          <CloseButton size="2xs" aria-label="Quitar cargo manual" onClick={() => onRemove(id)} />
        </Badge>
      ))}
      {available.length > 0 && (
        <SelectInput
          size="xs"
          width="auto"
          label="Agregar descuento o recargo manual"
          placeholder="+ Descuento, recargo o beca manual"
          options={available.map((charge) => ({ value: charge.id, label: charge.name }))}
          value={null}
          onChange={(id) => id !== null && onAdd(id)}
        />
      )}
    </HStack>
  );
}
