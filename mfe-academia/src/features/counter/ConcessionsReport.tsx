// The academy concessions report: the surcharges waived and discounts granted at this branch office's counter
// in a period, with the reason, the payment and who granted them, and what they add up to.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { academyApi, academyKeys, toApiError } from '@mikro/api-client';
import { institutionToday } from '@mikro/domain';
import { ConcessionTable, DateRangeFilter, formatMoney, HStack, Text, VStack } from '@mikro/ui';

export function ConcessionsReport() {
  const today = institutionToday();
  const [period, setPeriod] = useState({ from: `${today.slice(0, 8)}01`, to: today });
  const report = useQuery({ queryKey: academyKeys.concessions(period), queryFn: () => academyApi.concessions(period) });
  return (
    <VStack align="stretch" gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <DateRangeFilter from={period.from} to={period.to} onChange={setPeriod} />
        {report.data ? (
          <Text fontSize="sm" data-testid="concession-totals">
            Recargos condonados {formatMoney(report.data.waived)} · Descuentos concedidos {formatMoney(report.data.discounted)}
          </Text>
        ) : null}
      </HStack>
      <ConcessionTable
        caption="Condonaciones y descuentos del periodo"
        rows={report.data?.rows ?? []}
        isLoading={report.isLoading}
        error={report.error ? toApiError(report.error).message : null}
        onRetry={() => void report.refetch()}
      />
    </VStack>
  );
}
