// Reports: a page with totals of any report, its Excel and PDF exports, the filter options and the dashboard.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardData, DashboardModule, ReportQuery, ReportResult } from '@mikro/contracts';
import { http } from '@mikro/api-client/core';
import { attachmentName, saveBlob } from './download';

/** Exports of large reports take longer than the usual 15 s. */
const EXPORT_TIMEOUT_MS = 300_000;

export interface ReportOptions {
  cashiers: { id: number; name: string }[];
  classifications: { id: number; name: string }[];
  methods: { id: number; name: string }[];
}

export type ReportExportFormat = 'excel' | 'pdf';

/** Drops empty filters so the query string only carries what the user chose. */
function params(query: ReportQuery): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '' && value !== null)) as Record<
    string,
    string | number | boolean
  >;
}

export const reportsApi = {
  async page(key: string, query: ReportQuery): Promise<ReportResult> {
    const { data } = await http.get<ReportResult>(`/reports/${key}`, { params: params(query) });
    return data;
  },
  /**
   * Downloads the report (every row that matches) as .xlsx or .pdf, under the name the API gives it (the
   * report and the institution's day: the browser's UTC date named evening files with tomorrow).
   */
  async download(key: string, format: ReportExportFormat, query: ReportQuery): Promise<void> {
    const { page: _page, limit: _limit, ...filters } = query;
    const { data, headers } = await http.get<Blob>(`/reports/${key}/${format}`, { params: params(filters), responseType: 'blob', timeout: EXPORT_TIMEOUT_MS });
    saveBlob(data, attachmentName(headers['content-disposition']) ?? `${key}.${format === 'excel' ? 'xlsx' : 'pdf'}`);
  },
  async options(): Promise<ReportOptions> {
    const { data } = await http.get<ReportOptions>('/reports/options');
    return data;
  },
  async dashboard(module: DashboardModule): Promise<DashboardData> {
    const { data } = await http.get<DashboardData>('/reports/dashboard', { params: { module } });
    return data;
  },
};

export const reportKeys = {
  all: ['reports'] as const,
  page: (branchOfficeId: number | null, key: string, query: ReportQuery) => ['reports', branchOfficeId, key, query] as const,
  options: (branchOfficeId: number | null) => ['reports', branchOfficeId, 'options'] as const,
  dashboard: (branchOfficeId: number | null, module: DashboardModule) => ['reports', branchOfficeId, 'dashboard', module] as const,
  /** One of the school's or academies' older report calls, by its key in the legacy list and its filters. */
  legacy: (key: string, query: object) => ['reports', 'legacy', key, query] as const,
};

/** One page of a report; the previous page stays on screen while the next one loads. */
export function useReport(branchOfficeId: number | null, key: string, query: ReportQuery) {
  return useQuery({ queryKey: reportKeys.page(branchOfficeId, key, query), queryFn: () => reportsApi.page(key, query), placeholderData: keepPreviousData });
}

export function useReportOptions(branchOfficeId: number | null) {
  return useQuery({ queryKey: reportKeys.options(branchOfficeId), queryFn: () => reportsApi.options(), staleTime: 60_000 });
}

export function useDashboard(branchOfficeId: number | null, module: DashboardModule, options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: reportKeys.dashboard(branchOfficeId, module), queryFn: () => reportsApi.dashboard(module), staleTime: 30_000, enabled: options.enabled ?? true });
}
