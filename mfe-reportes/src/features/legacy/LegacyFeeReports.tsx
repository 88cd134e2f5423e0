// The older school or academy reports: one of the legacy report calls chosen from a list, its filters (a period,
// a day, a payment state) in the URL, its answer in the report table with its totals row.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { reportKeys, toApiError } from '@mikro/api-client';
import { institutionToday } from '@mikro/domain';
import { Box, Button, DataTable, DateRangeFilter, Input, PageHeader, SelectInput, useLocalPaging, Wrap } from '@mikro/ui';
import { toTableColumns } from '../../shared/ReportScreen';
import { totalsRow } from '../../shared/cells';
import { defaultRange } from '../../shared/reportParams';
import { FEE_LEGACY_REPORTS, type LegacyFeeQuery } from './feeLegacyReports';

export function LegacyFeeReports({ module, title }: { module: 'colegio' | 'academia'; title: string }) {
  const [params, setParams] = useSearchParams();
  const reports = FEE_LEGACY_REPORTS.filter((r) => r.module === module);
  const chosen = reports.find((r) => r.key === params.get('reporte')) ?? reports[0]!;
  const range = defaultRange();
  const query: LegacyFeeQuery = {
    from: params.get('from') || range.from,
    to: params.get('to') || range.to,
    day: params.get('dia') || institutionToday(),
    status: params.get('estado') ?? chosen.statuses?.[0]?.value ?? '',
  };
  const change = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    setParams(next, { replace: true });
  };
  const report = useQuery({ queryKey: reportKeys.legacy(chosen.key, query), queryFn: () => chosen.load(query) });
  const result = report.data;
  const rows = (result?.data ?? []).map((row, index) => ({ ...row, __key: String(index) }));
  const paging = useLocalPaging(rows);

  return (
    <Box>
      <PageHeader title={title} description="Los reportes anteriores del módulo, con su formato de siempre." />
      <Wrap gap="2" mb="3" className="report-no-print">
        {reports.map((r) => (
          <Button key={r.key} size="xs" variant={r.key === chosen.key ? 'solid' : 'outline'} onClick={() => setParams(new URLSearchParams({ reporte: r.key }))}>
            {r.title}
          </Button>
        ))}
      </Wrap>
      <Wrap gap="2" mb="3" align="center" className="report-no-print">
        {chosen.filters.includes('period') && <DateRangeFilter from={query.from} to={query.to} onChange={(period) => change({ from: period.from, to: period.to })} />}
        {chosen.filters.includes('day') && (
          <Input type="date" size="sm" width={{ base: '100%', sm: '180px' }} aria-label="Día" value={query.day} onChange={(event) => event.target.value && change({ dia: event.target.value })} />
        )}
        {chosen.filters.includes('status') && chosen.statuses && (
          <SelectInput size="sm" width={{ base: '100%', sm: '210px' }} label="Estado" options={chosen.statuses} value={query.status} onChange={(estado) => change({ estado: String(estado) })} />
        )}
      </Wrap>
      <DataTable
        caption={result?.title ?? chosen.title}
        columns={result ? toTableColumns(result.columns) : []}
        {...paging}
        total={result && result.total > rows.length ? result.total : paging.total}
        rowKey={(row) => row.__key}
        isLoading={report.isLoading}
        error={report.error ? toApiError(report.error).message : null}
        onRetry={() => void report.refetch()}
        emptyText="No hay registros con estos filtros. Pruebe con otro rango de fechas."
        footer={result && rows.length > 0 ? totalsRow(result) : undefined}
      />
    </Box>
  );
}
