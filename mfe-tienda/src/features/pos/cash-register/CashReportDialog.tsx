import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cashRegisterApi, toApiError } from '@mikro/api-client';
import type { CashReport } from '@mikro/contracts';
import { isValidAmount, Money } from '@mikro/domain';
import { Button, ErrorState, Field, formatMoney, Input, LoadingState, notify, SimpleGrid, Text, VStack } from '@mikro/ui';
import { PrintableDialog } from '../../../shared/PrintableDialog';
import { registerKey } from '../usePosData';
import { CashReportView } from './CashReportView';

/** X report on demand, or the close: count each method, see expected/counted/difference (Z report). */
export function CashReportDialog({ registerId, mode, onClose }: { registerId: number; mode: 'x' | 'close'; onClose: () => void }) {
  const client = useQueryClient();
  const report = useQuery({ queryKey: ['pos', 'cash-report', registerId], queryFn: () => cashRegisterApi.report({ cashRegisterId: registerId }), gcTime: 0 });
  const [counted, setCounted] = useState<Record<number, string>>({});
  const [closing, setClosing] = useState(false);
  const [zReport, setZReport] = useState<CashReport | null>(null);

  const invalid = Object.values(counted).some((value) => value.trim() !== '' && !isValidAmount(value));

  async function close() {
    if (!report.data) return;
    setClosing(true);
    try {
      const body = {
        counted: report.data.methods.map((method) => ({ methodId: method.methodId, amount: (counted[method.methodId] ?? '').trim() || '0' })),
      };
      setZReport(await cashRegisterApi.close(registerId, body));
      notify.updated();
    } catch (error) {
      // The register stays open and what was counted stays on screen.
      notify.error(`No se pudo cerrar la caja: ${toApiError(error).message}`);
    } finally {
      setClosing(false);
    }
  }

  function finish() {
    if (zReport) void client.invalidateQueries({ queryKey: registerKey });
    onClose();
  }

  const title = zReport ? 'Corte Z' : mode === 'x' ? 'Corte X' : 'Cerrar caja';
  return (
    <PrintableDialog
      title={title}
      size="lg"
      onClose={finish}
      footer={
        mode === 'close' && !zReport && report.data ? (
          <Button colorPalette="red" loading={closing} disabled={invalid} onClick={() => void close()}>
            Cerrar caja
          </Button>
        ) : null
      }
    >
      {report.isLoading && <LoadingState />}
      {report.error && <ErrorState message={toApiError(report.error).message} onRetry={() => void report.refetch()} />}
      {zReport && <CashReportView report={zReport} />}
      {!zReport && report.data && (
        <VStack align="stretch" gap="4">
          <CashReportView report={report.data} />
          {mode === 'close' && (
            <VStack align="stretch" gap="2">
              <Text fontWeight="medium">Efectivo y pagos contados</Text>
              <SimpleGrid columns={2} gap="3">
                {report.data.methods.map((method) => {
                  const value = counted[method.methodId] ?? '';
                  const difference = value.trim() !== '' && isValidAmount(value) ? Money.of(value).minus(method.expected).toFixed2() : null;
                  return (
                    <Field.Root key={method.methodId} invalid={value.trim() !== '' && !isValidAmount(value)}>
                      <Field.Label>Contado · {method.methodName}</Field.Label>
                      <Input inputMode="decimal" value={value} onChange={(event) => setCounted({ ...counted, [method.methodId]: event.target.value })} />
                      <Field.HelperText>
                        Esperado {formatMoney(method.expected)}
                        {difference !== null ? ` · diferencia ${formatMoney(difference)}` : ''}
                      </Field.HelperText>
                      <Field.ErrorText>Escribe un importe válido</Field.ErrorText>
                    </Field.Root>
                  );
                })}
              </SimpleGrid>
            </VStack>
          )}
        </VStack>
      )}
    </PrintableDialog>
  );
}
