// Any new report (/reportes/<module>/<report>): the screen of the catalogue entry for this URL.
import { useLocation } from 'react-router-dom';
import { REPORT_CATALOG } from '@mikro/contracts';
import { ReportScreen } from '../../shared/ReportScreen';
import { MODULE_EMPTY_TEXT } from '../../shared/moduleTexts';
import { NotFoundPanel } from '@mikro/ui';

export function CatalogReportPage() {
  const { pathname } = useLocation();
  const meta = REPORT_CATALOG.find((report) => !report.legacy && report.route === pathname.replace(/\/$/, ''));
  if (!meta) return <NotFoundPanel />;
  return <ReportScreen key={meta.key} meta={meta} emptyText={MODULE_EMPTY_TEXT[meta.module]} />;
}
