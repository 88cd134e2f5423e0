import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cashRegisterApi, toApiError } from '@mikro/api-client';
import type { CashReport } from '@mikro/contracts';
import { Alert, Button, DataTable, ErrorState, Field, formatMoney, Input, LoadingState, Money, notify, PrintableDialog, SimpleGrid, Text, VStack, type Column } from '@mikro/ui';
import { registerKey } from '../usePosData';
import { CashReportView } from './CashReportView';
import { checkCount, liveCount, type CountedMethod } from './closeCount';
import { posKeys } from '../../../shared/queryKeys';

const COUNT_COLUMNS: Column<CountedMethod>[] = [
  { key: 'methodName', header: 'Forma de pago' },
  { key: 'expected', header: 'Esperado', align: 'end', render: (line) => <Money value={line.expected} /> },
  { key: 'counted', header: 'Contado', align: 'end', render: (line) => <Money value={line.counted} /> },
  {
    key: 'difference',
    header: 'Diferencia',
    align: 'end',
    render: (line) => (
      <Money value={line.difference} color={line.difference !== '0.00' ? 'red.600' : undefined} />
    ),
  },
];

/** X report on demand, or the close (Z report): count every method, confirm the differences, then close. */
export function CashReportDialog({ registerId, mode, onClose }: { registerId: number; mode: 'x' | 'close'; onClose: () => void }) {
  const client = useQueryClient();
  const report = useQuery({ queryKey: posKeys.cashReport(registerId), queryFn: () => cashRegisterApi.report({ cashRegisterId: registerId }), gcTime: 0 });
  const [counted, setCounted] = useState<Record<number, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState<CountedMethod[] | null>(null);
  const [zReport, setZReport] = useState<CashReport | null>(null);
  const settings = useQuery({ queryKey: posKeys.registerSettings(), queryFn: () => cashRegisterApi.settings(), enabled: mode === 'close', staleTime: 0 });
  // Until the branch office's setting is known the count is blind: nothing expected is shown before it should be.
  const blind = settings.data?.blindClose ?? true;
  const close = useMutation({
    mutationFn: (lines: CountedMethod[]) => cashRegisterApi.close(registerId, { counted: lines.map((line) => ({ methodId: line.methodId, amount: line.counted })) }),
    onSuccess: (z) => {
      setZReport(z);
      setConfirming(null);
      notify.success('Caja cerrada: corte Z registrado');
    },
    // The register stays open and what was counted stays on screen.
    onError: (error) => notify.error(`No se pudo cerrar la caja: ${toApiError(error).message}`),
  });

  const check = report.data ? checkCount(report.data.methods, counted) : null;
  const errors = submitted && check && !check.ok ? check.errors : {};

  function review() {
    setSubmitted(true);
    if (check?.ok) setConfirming(check.lines);
  }

  function finish() {
    if (zReport) void client.invalidateQueries({ queryKey: registerKey });
    onClose();
  }

  const closing = mode === 'close' && !zReport;
  const title = zReport ? 'Corte Z' : mode === 'x' ? 'Corte X' : 'Cerrar caja · Corte Z';
  const differences = confirming?.filter((line) => line.difference !== '0.00') ?? [];
  return (
    <PrintableDialog
      title={title}
      size="lg"
      onClose={finish}
      printable={!closing}
      closeText={closing ? 'Cancelar' : 'Cerrar'}
      footer={
        closing && report.data && settings.data ? (
          confirming ? (
            <>
              <Button variant="outline" onClick={() => setConfirming(null)}>
                Corregir conteo
              </Button>
              <Button colorPalette="red" loading={close.isPending} onClick={() => close.mutate(confirming)}>
                Confirmar cierre
              </Button>
            </>
          ) : (
            <Button colorPalette="red" onClick={review}>
              Revisar y cerrar caja
            </Button>
          )
        ) : null
      }
    >
      {report.isLoading && <LoadingState />}
      {report.error && <ErrorState message={toApiError(report.error).message} onRetry={() => void report.refetch()} />}
      {zReport && <CashReportView report={zReport} />}
      {!zReport && report.data && mode === 'x' && <CashReportView report={report.data} />}
      {closing && report.data && !confirming && settings.data && (
        <VStack align="stretch" gap="4">
          <Text>
            {blind
              ? 'Cierre a ciegas: cuente el dinero y los comprobantes de cada forma de pago y escriba lo contado; lo esperado y las diferencias se muestran al revisar. Al cerrar se registra el corte Z y la caja ya no acepta ventas.'
              : 'Cuente el dinero y los comprobantes de cada forma de pago. Al cerrar se registra el corte Z y la caja ya no acepta ventas.'}
          </Text>
          {/* Without a blind close the summary follows what is typed: each count and its difference as it is written. */}
          {!blind && <CashReportView report={{ ...report.data, methods: liveCount(report.data.methods, counted) }} heading="Corte Z (cierre de caja) · por contar" />}
          <VStack align="stretch" gap="2">
            <Text fontWeight="medium">Efectivo y pagos contados</Text>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              {report.data.methods.map((method) => (
                <Field.Root key={method.methodId} required invalid={Boolean(errors[method.methodId])}>
                  <Field.Label>
                    Contado · {method.methodName}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    inputMode="decimal"
                    placeholder="0.00"
                    value={counted[method.methodId] ?? ''}
                    onChange={(event) => setCounted({ ...counted, [method.methodId]: event.target.value })}
                  />
                  {!blind && <Field.HelperText>Esperado {formatMoney(method.expected)}</Field.HelperText>}
                  <Field.ErrorText>{errors[method.methodId]}</Field.ErrorText>
                </Field.Root>
              ))}
            </SimpleGrid>
          </VStack>
        </VStack>
      )}
      {closing && settings.error && <ErrorState message={toApiError(settings.error).message} onRetry={() => void settings.refetch()} />}
      {closing && confirming && (
        <VStack align="stretch" gap="3">
          <Alert.Root status={differences.length > 0 ? 'warning' : 'info'}>
            <Alert.Indicator />
            <Alert.Title>
              {differences.length > 0
                ? `¿Cerrar la caja con ${differences.length === 1 ? 'una diferencia' : `${differences.length} diferencias`}? ${differences
                    .map((line) => `${line.methodName}: ${line.difference.startsWith('-') ? 'faltan' : 'sobran'} ${formatMoney(line.difference.replace('-', ''))}`)
                    .join('; ')}.`
                : '¿Cerrar la caja? Lo contado coincide con lo esperado.'}
            </Alert.Title>
          </Alert.Root>
          <DataTable<CountedMethod> caption="Conteo por forma de pago" columns={COUNT_COLUMNS} rows={confirming} rowKey="methodId" />
        </VStack>
      )}
    </PrintableDialog>
  );
}
