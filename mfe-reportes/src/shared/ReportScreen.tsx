// One screen for every report: filters and paging in the URL, server sorting, a totals row, Excel and PDF
// exports, and a print view. The report's columns come from the API, the filters from the catalogue.
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { REPORT_MAX_PAGE_SIZE, type ReportColumn, type ReportMeta, type ReportQuery, type ReportRow } from '@mikro/contracts';
import { reportsApi, useReport, useReportOptions, type ReportExportFormat } from '@mikro/api-client';
import { currentBranchOfficeIdAtom, useCan } from '@mikro/session';
import { Box, Button, DataTable, HStack, notify, PageHeader, type Column } from '@mikro/ui';
import { cellAlign, cellText, totalsRow } from './cells';
import { defaultParams, queryFromParams, withParams } from './reportParams';
import { ReportFilters } from './ReportFilters';
import { PrintView } from './PrintView';

type Row = ReportRow & { __key: string };

export interface ReportScreenProps {
  meta: ReportMeta;
  /** What the empty table says (e.g. why a module has no data yet). */
  emptyText?: string;
  /** Shown under the title. */
  description?: string;
}

export function toTableColumns(columns: ReportColumn[]): Column<Row>[] {
  return columns.map((column) => ({
    key: column.key,
    header: column.label,
    sortable: true,
    align: cellAlign(column),
    render: (row: Row) => cellText(column, row[column.key]),
  }));
}

export function ReportScreen({ meta, emptyText, description }: ReportScreenProps) {
  const [params, setParams] = useSearchParams();
  const branchOfficeId = useAtomValue(currentBranchOfficeIdAtom);
  const canExport = useCan('exportar');
  const [exporting, setExporting] = useState<ReportExportFormat | null>(null);

  // Defaults (the month so far, the first grouping) are written to the URL once, without a history entry.
  useEffect(() => {
    const defaults = defaultParams(meta, params);
    if (defaults) setParams(defaults, { replace: true });
  }, [meta, params, setParams]);

  const printing = params.get('vista') === 'impresion';
  const query = useMemo<ReportQuery>(() => {
    const base = queryFromParams(meta, params);
    return printing ? { ...base, page: 1, limit: REPORT_MAX_PAGE_SIZE } : base;
  }, [meta, params, printing]);
  const report = useReport(branchOfficeId, meta.key, query);
  const options = useReportOptions(branchOfficeId);

  const change = (changes: Record<string, string | number | boolean | undefined>, keepPage = false) => setParams(withParams(params, changes, keepPage));

  const download = async (format: ReportExportFormat) => {
    setExporting(format);
    try {
      await reportsApi.download(meta.key, format, query);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'No se pudo exportar el reporte');
    } finally {
      setExporting(null);
    }
  };

  if (printing) {
    return <PrintView meta={meta} query={query} report={report.data} isLoading={report.isLoading} onClose={() => change({ vista: undefined }, true)} />;
  }

  const result = report.data;
  const columns = result ? toTableColumns(result.columns) : [];
  const rows: Row[] = (result?.data ?? []).map((row, index) => ({ ...row, __key: String(index) }));

  return (
    <Box>
      <PageHeader
        title={meta.title}
        description={description}
        actions={
          canExport && (
            <HStack gap="2" wrap="wrap">
              <Button size="sm" variant="outline" loading={exporting === 'excel'} onClick={() => void download('excel')}>
                Exportar a Excel
              </Button>
              <Button size="sm" variant="outline" loading={exporting === 'pdf'} onClick={() => void download('pdf')}>
                Exportar a PDF
              </Button>
              <Button size="sm" variant="ghost" onClick={() => change({ vista: 'impresion' }, true)}>
                Vista de impresión
              </Button>
            </HStack>
          )
        }
      />
      <Box mb="3">
        <ReportFilters meta={meta} query={query} options={options.data} onChange={(changes) => change(changes)} />
      </Box>
      <DataTable<Row>
        caption={meta.title}
        columns={columns}
        rows={rows}
        total={result?.total ?? 0}
        page={query.page ?? 1}
        pageSize={query.limit ?? 10}
        onPageChange={(page) => change({ page }, true)}
        onPageSizeChange={(limit) => change({ limit })}
        sort={query.sort ? { field: query.sort, order: query.order ?? 'ASC' } : null}
        onSortChange={(sort) => change({ sort: sort.field, order: sort.order })}
        isLoading={report.isLoading}
        error={report.error ? (report.error instanceof Error ? report.error.message : String(report.error)) : null}
        onRetry={() => void report.refetch()}
        emptyText={emptyText ?? 'No hay registros con estos filtros. Pruebe con otro rango de fechas u otros filtros.'}
        rowKey={(row) => row.__key}
        footer={result && result.total > 0 ? totalsRow(result) : undefined}
      />
    </Box>
  );
}
