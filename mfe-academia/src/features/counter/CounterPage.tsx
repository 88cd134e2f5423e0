// /academias/pagos: the academy payment counter. Find the student or external (Enter takes the first match),
// tick the charges to pay, add manual discounts or surcharges, raise selected lines by the tax factor; the
// server prices everything (the automatic charges by their dated conditions — a discount within its days, a
// surcharge once the charge is late —, a manual duplicate by name skipped; a role with the 'condonar' action may
// waive a line's surcharge or grant a discount, with a reason) and
// collects through the shared payment engine. The keys are the other counters' (school fees, store): F2
// searches (another person), F9 opens the payment methods (change for cash), Esc clears the ticked charges;
// a receipt follows.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AcademyPayer, ChargeLineRequest, ChargePaymentReceipt, DeskConcessionRequest } from '@mikro/contracts';
import { useCan } from '@mikro/session';
import { academyApi, academyKeys, newIdempotencyKey, useAcademyCharges, useAcademyExtraCharges, useAcademyPayers, usePayAcademy } from '@mikro/api-client';
import {
  Badge,
  Box,
  Button,
  ChargeLineList,
  Checkbox,
  ConcessionDialog,
  EmptyState,
  Grid,
  HStack,
  Input,
  PageHeader,
  PaymentMethodsDialog,
  PaymentTotalsView,
  SelectInput,
  Stack,
  Text,
  formatDate,
  formatMoney,
  notify,
  useCounterKeys,
} from '@mikro/ui';
import { datedConditionText, institutionToday, isLate, periodLabel } from '@mikro/domain';
import { errorMessage } from '../../shared/options';
import { ReceiptDialog } from '../../shared/ReceiptDialog';
import { ConcessionsReport } from './ConcessionsReport';

interface LineChoice {
  manualChargeIds: number[];
  raiseByTaxFactor: boolean;
  concession: DeskConcessionRequest | null;
}

export function CounterPage() {
  const [search, setSearch] = useState('');
  const [payer, setPayer] = useState<AcademyPayer | null>(null);
  const [selected, setSelected] = useState<Map<number, LineChoice>>(new Map());
  const [paying, setPaying] = useState(false);
  const [receipt, setReceipt] = useState<ChargePaymentReceipt | null>(null);
  const idempotencyKey = useRef(newIdempotencyKey());
  const searchRef = useRef<HTMLInputElement>(null);
  const payers = useAcademyPayers(payer ? '' : search);
  const person = payer ? (payer.kind === 'alumno' ? { studentId: payer.id } : { externalId: payer.id }) : null;
  const charges = useAcademyCharges(person);
  const extraCharges = useAcademyExtraCharges();
  const manualCharges = (extraCharges.data ?? []).filter((charge) => charge.applicationForm === 1);
  const manualChargeOptions = manualCharges.map((extra) => ({ value: extra.id, label: extra.name }));
  const automaticCharges = (extraCharges.data ?? []).filter((charge) => charge.applicationForm === 2);
  // The selection is cleared before the reads are refetched (see usePayAcademy).
  const pay = usePayAcademy((paid) => {
    idempotencyKey.current = newIdempotencyKey();
    setPaying(false);
    setSelected(new Map());
    setReceipt(paid);
    notify.success(`Pago ${paid.serie}-${paid.folio} registrado`);
  });
  const canPay = useCan('crear');
  const canConcede = useCan('condonar');
  const [conceding, setConceding] = useState<{ chargeId: number; label: string } | null>(null);
  const today = institutionToday();

  const lines: ChargeLineRequest[] = useMemo(
    () =>
      [...selected.entries()].map(([chargeId, choice]) => ({
        chargeId,
        manualChargeIds: choice.manualChargeIds,
        raiseByTaxFactor: choice.raiseByTaxFactor,
        ...(choice.concession ? { concession: choice.concession } : {}),
      })),
    [selected],
  );
  const quote = useQuery({ queryKey: academyKeys.quote(lines), queryFn: () => academyApi.quote(lines), enabled: lines.length > 0 });
  const payable = canPay && Boolean(quote.data) && lines.length > 0;

  useEffect(() => searchRef.current?.focus(), []);

  // The keys of every counter, wherever the focus is; a dialog (payment, receipt, a select's list) keeps its own.
  useCounterKeys({
    F2: clear,
    F9: () => {
      if (payable) setPaying(true);
    },
    Escape: selected.size > 0 ? () => setSelected(new Map()) : undefined,
  });

  function choose(next: AcademyPayer) {
    setPayer(next);
    setSelected(new Map());
    idempotencyKey.current = newIdempotencyKey();
  }

  function clear() {
    setPayer(null);
    setSearch('');
    setSelected(new Map());
    setTimeout(() => searchRef.current?.focus(), 0);
  }

  function toggle(chargeId: number) {
    const next = new Map(selected);
    if (next.has(chargeId)) next.delete(chargeId);
    else next.set(chargeId, { manualChargeIds: [], raiseByTaxFactor: false, concession: null });
    setSelected(next);
  }

  function update(chargeId: number, patch: Partial<LineChoice>) {
    const current = selected.get(chargeId);
    if (!current) return;
    setSelected(new Map(selected).set(chargeId, { ...current, ...patch }));
  }

  const onSearchKey = (event: KeyboardEvent) => {
    const first = payers.data?.[0];
    if (event.key === 'Enter' && first) choose(first);
  };
  return (
    <Stack gap="3">
      <PageHeader title="Cobro de academias" description="F2 buscar · marca los cargos a cobrar · F9 cobrar · Esc limpiar la selección" />
      {payer ? (
        <HStack justify="space-between" wrap="wrap" borderWidth="1px" borderRadius="md" p="3">
          <Box>
            <Text fontWeight="bold">{payer.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {payer.kind === 'alumno' ? `Alumno ${payer.enrollment}` : 'Externo'}
            </Text>
          </Box>
          <Button size="sm" variant="outline" onClick={clear}>
            Cambiar persona
          </Button>
        </HStack>
      ) : (
        <Stack gap="2">
          <Input
            ref={searchRef}
            aria-label="Buscar alumno o externo"
            placeholder="Nombre o matrícula (mín. 2 letras); Enter elige el primero"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={onSearchKey}
          />
          {(payers.data ?? []).map((option) => (
            <Button key={`${option.kind}-${option.id}`} variant="outline" justifyContent="space-between" height="auto" minHeight="10" py="2" whiteSpace="normal" textAlign="start" onClick={() => choose(option)}>
              <span>
                {option.name} {option.enrollment ? `· ${option.enrollment}` : ''} ({option.kind === 'alumno' ? 'alumno' : 'externo'})
              </span>
              <Badge flexShrink={0}>
                {option.pendingCharges} {option.pendingCharges === 1 ? 'pendiente' : 'pendientes'}
              </Badge>
            </Button>
          ))}
          {payers.data && payers.data.length === 0 ? <Text color="fg.muted">Nadie inscrito coincide con la búsqueda</Text> : null}
          {search.trim().length < 2 ? (
            <EmptyState title="Busque un alumno o un externo" description="Se muestran sus cargos pendientes de academia con los descuentos y recargos que se aplican." />
          ) : null}
        </Stack>
      )}
      {payer ? (
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4">
          <Stack gap="2">
            <Text fontWeight="bold">Cargos pendientes</Text>
            {charges.data && charges.data.length === 0 ? <EmptyState title="Sin cargos pendientes" /> : null}
            {(charges.data ?? []).map((charge) => {
              const choice = selected.get(charge.id);
              const late = isLate(charge, today);
              return (
                <Stack key={charge.id} gap="1" borderWidth="1px" borderRadius="md" p="2">
                  <HStack justify="space-between" align="start">
                    <Checkbox.Root checked={Boolean(choice)} onCheckedChange={() => toggle(charge.id)}>
                      <Checkbox.HiddenInput aria-label={`Cobrar ${charge.name} ${periodLabel(charge.year, charge.month)}`} />
                      <Checkbox.Control />
                      <Checkbox.Label>
                        {charge.name} · {periodLabel(charge.year, charge.month)}
                      </Checkbox.Label>
                    </Checkbox.Root>
                    <Text whiteSpace="nowrap" flexShrink={0}>
                      {formatMoney(charge.price)}
                    </Text>
                  </HStack>
                  <HStack gap="2" fontSize="sm" color="fg.muted">
                    <Text>Vence {formatDate(charge.dueDate)}</Text>
                    {late ? <Badge colorPalette="red">Vencido</Badge> : null}
                  </HStack>
                  {choice ? (
                    <HStack gap="2" wrap="wrap">
                      {/* A price that already includes IVA is not offered the raise: it would carry IVA twice. */}
                      {charge.withIva ? null : (
                        <Checkbox.Root size="sm" checked={choice.raiseByTaxFactor} onCheckedChange={(details) => update(charge.id, { raiseByTaxFactor: details.checked === true })}>
                          <Checkbox.HiddenInput aria-label={`Subir ${charge.name} ${periodLabel(charge.year, charge.month)} por IVA`} />
                          <Checkbox.Control />
                          <Checkbox.Label>Subir precio por IVA (×1.16)</Checkbox.Label>
                        </Checkbox.Root>
                      )}
                      <SelectInput
                        size="xs"
                        width="220px"
                        label={`Agregar descuento o recargo a ${charge.name} ${periodLabel(charge.year, charge.month)}`}
                        placeholder="Agregar descuento o recargo…"
                        options={manualChargeOptions}
                        value={null}
                        onChange={(id) => {
                          if (id !== null && !choice.manualChargeIds.includes(id)) update(charge.id, { manualChargeIds: [...choice.manualChargeIds, id] });
                        }}
                      />
                      {choice.manualChargeIds.map((id) => (
                        <Button key={id} size="xs" variant="subtle" onClick={() => update(charge.id, { manualChargeIds: choice.manualChargeIds.filter((other) => other !== id) })}>
                          {manualCharges.find((extra) => extra.id === id)?.name ?? id} ×
                        </Button>
                      ))}
                      {choice.concession ? (
                        <Button size="xs" variant="subtle" colorPalette="green" aria-label={`Quitar condonación de ${charge.name} ${periodLabel(charge.year, charge.month)}`} onClick={() => update(charge.id, { concession: null })}>
                          Motivo: {choice.concession.reason} ×
                        </Button>
                      ) : canConcede ? (
                        <Button size="xs" variant="ghost" onClick={() => setConceding({ chargeId: charge.id, label: `${charge.name} · ${periodLabel(charge.year, charge.month)}` })}>
                          Condonar o descontar…
                        </Button>
                      ) : null}
                    </HStack>
                  ) : null}
                </Stack>
              );
            })}
            {automaticCharges.length > 0 ? (
              <Text fontSize="sm" color="fg.muted">
                Automáticos según la fecha de pago: {automaticCharges.map((charge) => `${charge.name} (${datedConditionText(charge.kind)})`).join('; ')}
              </Text>
            ) : null}
          </Stack>
          <Stack gap="3">
            <Text fontWeight="bold">A cobrar</Text>
            <ChargeLineList
              emptyText="Marque los cargos a cobrar"
              lines={(quote.data?.lines ?? []).map((line) => ({
                key: line.chargeId,
                title: line.conceptName,
                subtitle: periodLabel(line.year, line.month),
                quantity: line.quantity,
                base: line.base,
                adjustments: line.adjustments,
                total: line.total,
              }))}
              onRemove={(key) => toggle(Number(key))}
            />
            {quote.error ? <Text color="fg.error">{errorMessage(quote.error, 'No se pudo calcular el cobro')}</Text> : null}
            {quote.data && lines.length > 0 ? <PaymentTotalsView totals={quote.data} /> : null}
            <Button size="lg" disabled={!payable} onClick={() => setPaying(true)}>
              Cobrar {quote.data && lines.length > 0 ? formatMoney(quote.data.total) : ''} (F9)
            </Button>
          </Stack>
        </Grid>
      ) : null}
      {payer && lines.length > 0 && quote.data ? (
        // On a phone the totals sit below every pending charge: this bar keeps the amount and Cobrar in reach.
        <HStack display={{ base: 'flex', lg: 'none' }} position="sticky" bottom="0" zIndex="docked" bg="bg" borderTopWidth="1px" py="2" justify="space-between">
          <Text fontWeight="bold">
            {lines.length} {lines.length === 1 ? 'cargo' : 'cargos'} · {formatMoney(quote.data.total)}
          </Text>
          <Button disabled={!payable} onClick={() => setPaying(true)}>
            Cobrar
          </Button>
        </HStack>
      ) : null}
      {paying && quote.data ? (
        <PaymentMethodsDialog
          total={quote.data.total}
          onClose={() => setPaying(false)}
          onConfirm={async (methods) => {
            try {
              await pay.mutateAsync({ lines, methods, idempotencyKey: idempotencyKey.current });
            } catch (error) {
              notify.error(errorMessage(error, 'No se pudo registrar el pago'));
            }
          }}
        />
      ) : null}
      {canConcede && !payer ? (
        <Stack gap="2" mt="4">
          <Text fontWeight="bold">Condonaciones</Text>
          <ConcessionsReport />
        </Stack>
      ) : null}
      {conceding ? (
        <ConcessionDialog
          lineLabel={conceding.label}
          initial={selected.get(conceding.chargeId)?.concession ?? null}
          onClose={() => setConceding(null)}
          onApply={(concession) => update(conceding.chargeId, { concession })}
        />
      ) : null}
      {receipt ? <ReceiptDialog receipt={receipt} onClose={() => setReceipt(null)} /> : null}
    </Stack>
  );
}
