// /academias/pagos: the academy payment counter. Find the student or external (Enter takes the first match),
// tick the charges to pay, add manual discounts or surcharges, raise selected lines by the tax factor; the
// server prices everything (all automatic charges attached, a manual duplicate by name skipped) and
// collects through the shared payment engine. F2 opens the payment methods (change for cash); a receipt follows.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AcademyPayer, ChargeLineRequest, ChargePaymentReceipt } from '@mikro/contracts';
import { academyApi, newIdempotencyKey, useAcademyCharges, useAcademyExtraCharges, useAcademyPayers, useInvalidateAcademies, useSelfInvoiceLink } from '@mikro/api-client';
import {
  Badge,
  Box,
  Button,
  ChargeLineList,
  Checkbox,
  EmptyState,
  Grid,
  HStack,
  Input,
  PageHeader,
  PaymentMethodsDialog,
  PaymentReceipt,
  PaymentTotalsView,
  PrintableDialog,
  SelectInput,
  Stack,
  Text,
  formatMoney,
  notify,
} from '@mikro/ui';
import { errorMessage, periodLabel } from '../../shared/options';

interface LineChoice {
  manualChargeIds: number[];
  raiseByTaxFactor: boolean;
}

export function CounterPage() {
  const [search, setSearch] = useState('');
  const [payer, setPayer] = useState<AcademyPayer | null>(null);
  const [selected, setSelected] = useState<Map<number, LineChoice>>(new Map());
  const [paying, setPaying] = useState(false);
  const [receipt, setReceipt] = useState<ChargePaymentReceipt | null>(null);
  const selfInvoice = useSelfInvoiceLink(2, receipt?.id ?? null);
  const idempotencyKey = useRef(newIdempotencyKey());
  const searchRef = useRef<HTMLInputElement>(null);
  const payers = useAcademyPayers(payer ? '' : search);
  const person = payer ? (payer.kind === 'alumno' ? { studentId: payer.id } : { externalId: payer.id }) : null;
  const charges = useAcademyCharges(person);
  const extraCharges = useAcademyExtraCharges();
  const manualCharges = (extraCharges.data ?? []).filter((charge) => charge.applicationForm === 1);
  const manualChargeOptions = manualCharges.map((extra) => ({ value: extra.id, label: extra.name }));
  const automaticCharges = (extraCharges.data ?? []).filter((charge) => charge.applicationForm === 2);
  const invalidate = useInvalidateAcademies();

  const lines: ChargeLineRequest[] = useMemo(
    () => [...selected.entries()].map(([chargeId, choice]) => ({ chargeId, manualChargeIds: choice.manualChargeIds, raiseByTaxFactor: choice.raiseByTaxFactor })),
    [selected],
  );
  const quote = useQuery({ queryKey: ['academies', 'quote', lines], queryFn: () => academyApi.quote(lines), enabled: lines.length > 0 });

  useEffect(() => searchRef.current?.focus(), []);

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
    else next.set(chargeId, { manualChargeIds: [], raiseByTaxFactor: false });
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
  const onPageKey = (event: KeyboardEvent) => {
    if (event.key === 'F2' && quote.data && !paying) {
      event.preventDefault();
      setPaying(true);
    }
    if (event.key === 'Escape' && payer && !paying) clear();
  };

  return (
    <Stack gap="3" p={{ base: '3', md: '5' }} onKeyDown={onPageKey}>
      <PageHeader title="Cobro de academias" description="Busca al alumno o externo, marca los cargos y cobra (F2). Esc cambia de persona." />
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
            <Button key={`${option.kind}-${option.id}`} variant="outline" justifyContent="space-between" onClick={() => choose(option)}>
              <span>
                {option.name} {option.enrollment ? `· ${option.enrollment}` : ''} ({option.kind === 'alumno' ? 'alumno' : 'externo'})
              </span>
              <Badge>{option.pendingCharges} pendientes</Badge>
            </Button>
          ))}
          {payers.data && payers.data.length === 0 ? <Text color="fg.muted">Nadie inscrito coincide con la búsqueda</Text> : null}
        </Stack>
      )}
      {payer ? (
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4">
          <Stack gap="2">
            <Text fontWeight="bold">Cargos pendientes</Text>
            {charges.data && charges.data.length === 0 ? <EmptyState title="Sin cargos pendientes" /> : null}
            {(charges.data ?? []).map((charge) => {
              const choice = selected.get(charge.id);
              return (
                <Stack key={charge.id} gap="1" borderWidth="1px" borderRadius="md" p="2">
                  <HStack justify="space-between">
                    <Checkbox.Root checked={Boolean(choice)} onCheckedChange={() => toggle(charge.id)}>
                      <Checkbox.HiddenInput aria-label={`Cobrar ${charge.name} ${periodLabel(charge.year, charge.month)}`} />
                      <Checkbox.Control />
                      <Checkbox.Label>
                        {charge.name} · {periodLabel(charge.year, charge.month)}
                      </Checkbox.Label>
                    </Checkbox.Root>
                    <Text>{formatMoney(charge.price)}</Text>
                  </HStack>
                  {choice ? (
                    <HStack gap="2" wrap="wrap">
                      <Checkbox.Root size="sm" checked={choice.raiseByTaxFactor} onCheckedChange={(details) => update(charge.id, { raiseByTaxFactor: details.checked === true })}>
                        <Checkbox.HiddenInput aria-label={`Subir ${charge.name} ${periodLabel(charge.year, charge.month)} por IVA`} />
                        <Checkbox.Control />
                        <Checkbox.Label>Subir precio por IVA (×1.16)</Checkbox.Label>
                      </Checkbox.Root>
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
                    </HStack>
                  ) : null}
                </Stack>
              );
            })}
            {automaticCharges.length > 0 ? (
              <Text fontSize="sm" color="fg.muted">
                Se aplican siempre: {automaticCharges.map((charge) => charge.name).join(', ')}
              </Text>
            ) : null}
          </Stack>
          <Stack gap="3">
            <Text fontWeight="bold">A cobrar</Text>
            <ChargeLineList
              emptyText="Marca los cargos a cobrar"
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
            <Button size="lg" disabled={!quote.data || lines.length === 0} onClick={() => setPaying(true)}>
              Cobrar {quote.data && lines.length > 0 ? formatMoney(quote.data.total) : ''} (F2)
            </Button>
          </Stack>
        </Grid>
      ) : null}
      {paying && quote.data ? (
        <PaymentMethodsDialog
          total={quote.data.total}
          onClose={() => setPaying(false)}
          onConfirm={async (methods) => {
            try {
              const paid = await academyApi.pay({ lines, methods }, idempotencyKey.current);
              idempotencyKey.current = newIdempotencyKey();
              setPaying(false);
              setSelected(new Map());
              setReceipt(paid);
              notify.success(`Pago ${paid.serie}-${paid.folio} registrado`);
              await invalidate();
            } catch (error) {
              notify.error(errorMessage(error, 'No se pudo registrar el pago'));
            }
          }}
        />
      ) : null}
      {receipt ? (
        <PrintableDialog title="Recibo de pago" onClose={() => setReceipt(null)}>
          <PaymentReceipt receipt={receipt} title="Recibo de pago de academia" payerLabel="Participante" selfInvoice={selfInvoice.data} />
        </PrintableDialog>
      ) : null}
    </Stack>
  );
}
