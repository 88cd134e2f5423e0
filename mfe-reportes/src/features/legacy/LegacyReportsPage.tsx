// The older report layouts (/reportes-old/<module>): flat tables by date range of the same data, chosen
// from a list; the chosen report is in the URL (?reporte=<key>) with its filters. The school and academy
// sections show their modules' legacy report calls (LegacyFeeReports).
import { useLocation, useSearchParams } from 'react-router-dom';
import { REPORT_CATALOG, type ReportMeta } from '@mikro/contracts';
import { Box, Button, PageHeader, Wrap } from '@mikro/ui';
import { ReportScreen } from '../../shared/ReportScreen';
import { MODULE_EMPTY_TEXT, MODULE_LABEL } from '../../shared/moduleTexts';
import { LegacyFeeReports } from './LegacyFeeReports';

const SECTION_MODULE: Record<string, ReportMeta['module'] | null> = { tienda: 'tienda', colegio: 'colegio', academias: 'academia', olds: null };

export function LegacyReportsPage() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const section = pathname.split('/')[2] ?? 'olds';
  const module = SECTION_MODULE[section];
  // 'olds' and the index list every older report; a module section lists its own.
  const reports = REPORT_CATALOG.filter((r) => r.legacy && (module === null || module === undefined || r.module === module));
  const chosen = reports.find((r) => r.key === params.get('reporte')) ?? reports[0];
  const title = module ? `Reportes anteriores · ${MODULE_LABEL[module]}` : 'Reportes anteriores';

  // The school and academy sections lay out their own legacy report calls.
  if (module === 'colegio' || module === 'academia') return <LegacyFeeReports key={module} module={module} title={title} />;

  if (!chosen) return null;
  return (
    <Box>
      <PageHeader title={title} description="Tablas por rango de fechas con el formato anterior; los mismos datos que los reportes nuevos." />
      <Wrap gap="2" mb="4" className="report-no-print">
        {reports.map((r) => (
          <Button key={r.key} size="xs" variant={r.key === chosen.key ? 'solid' : 'outline'} onClick={() => setParams(new URLSearchParams({ reporte: r.key }))}>
            {r.title}
          </Button>
        ))}
      </Wrap>
      <ReportScreen key={chosen.key} meta={{ ...chosen, route: pathname }} emptyText={MODULE_EMPTY_TEXT[chosen.module]} />
    </Box>
  );
}
