// A report's state lives in the URL (shareable, the back button works): filters, page, size and sort.
import type { ReportFilterName, ReportMeta, ReportQuery } from '@mikro/contracts';
import { institutionToday } from '@mikro/domain';
import { DEFAULT_PAGE_SIZE } from '@mikro/ui';

const NUMBER_FILTERS: ReportFilterName[] = ['cashierId', 'methodId', 'classificationId', 'clientId', 'studentId'];
const BOOLEAN_FILTERS: ReportFilterName[] = ['belowMin', 'onlyBalance'];

/**
 * The first day of the current month and today, on the institution's calendar (the one the reports count days
 * by, whatever the browser's zone): the range a dated report opens with.
 */
export function defaultRange(now = new Date()): { from: string; to: string } {
  const today = institutionToday(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** The query a report runs for these URL parameters (only the filters the report accepts). */
export function queryFromParams(meta: ReportMeta, params: URLSearchParams): ReportQuery {
  const query: Record<string, string | number | boolean> = {};
  for (const name of meta.filters) {
    const raw = params.get(name);
    if (raw === null || raw === '') continue;
    if (NUMBER_FILTERS.includes(name)) {
      const value = Number(raw);
      if (Number.isSafeInteger(value) && value > 0) query[name] = value;
    } else if (BOOLEAN_FILTERS.includes(name)) {
      if (raw === 'true') query[name] = true;
    } else {
      query[name] = raw;
    }
  }
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const sort = params.get('sort');
  const order = params.get('order');
  return {
    ...query,
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    limit: Number.isSafeInteger(limit) && limit > 0 ? limit : DEFAULT_PAGE_SIZE,
    ...(sort ? { sort, order: order === 'DESC' ? 'DESC' : 'ASC' } : {}),
  };
}

/** URL parameters with some values changed ('' or undefined removes one); a filter change goes back to page 1. */
export function withParams(params: URLSearchParams, changes: Record<string, string | number | boolean | undefined>, keepPage = false): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '' || value === false) next.delete(key);
    else next.set(key, String(value));
  }
  if (!keepPage) next.delete('page');
  return next;
}

/** Defaults a report opens with when the URL does not say: the month so far for dated reports, the first grouping. */
export function defaultParams(meta: ReportMeta, params: URLSearchParams): URLSearchParams | null {
  const missing: Record<string, string> = {};
  if (meta.filters.includes('from') && !params.has('from') && !params.has('to')) Object.assign(missing, defaultRange());
  const firstGrouping = meta.groupBy?.[0];
  if (firstGrouping && !params.get('groupBy')) missing.groupBy = firstGrouping.value;
  return Object.keys(missing).length > 0 ? withParams(params, missing, true) : null;
}
