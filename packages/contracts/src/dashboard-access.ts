// Which reports open a dashboard tab: a role sees a module's tab (and the API answers its figures) when it may
// read at least one of that module's reports, so the school staff, who read the school and academy reports,
// see those tabs and not the store's.
import { REPORT_CATALOG, type DashboardModule, type ReportModule } from './reports';

const REPORT_MODULE_OF_DASHBOARD: Record<DashboardModule, ReportModule> = { 0: 'colegio', 1: 'academia', 2: 'tienda' };

/** The menu routes of a dashboard module's reports (current and legacy); `ver` on any of them opens its tab. */
export function dashboardReportRoutes(module: DashboardModule): string[] {
  const wanted = REPORT_MODULE_OF_DASHBOARD[module];
  return [...new Set(REPORT_CATALOG.filter((report) => report.module === wanted).map((report) => report.route))];
}
