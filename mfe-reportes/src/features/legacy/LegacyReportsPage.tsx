// The older report layouts (/reportes-old/<module>): flat tables by date range of the same data, chosen
// from a list; the chosen report is in the URL (?reporte=<key>) with its filters.
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { REPORT_CATALOG, type ReportMeta } from '@mikro/contracts';
import { useRouteAccess } from '@mikro/session';
import { Box, Button, EmptyState, Link, PageHeader, Wrap } from '@mikro/ui';
import { ReportScreen } from '../../shared/ReportScreen';
import { MODULE_EMPTY_TEXT, MODULE_LABEL } from '../../shared/moduleTexts';

const SECTION_MODULE: Record<string, ReportMeta['module'] | null> = { tienda: 'tienda', colegio: 'colegio', academias: 'academia', olds: null };

export function LegacyReportsPage() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const allowed = useRouteAccess();
  const section = pathname.split('/')[2] ?? 'olds';
  const module = SECTION_MODULE[section];
  // 'olds' and the index list every older report; a module section lists its own.
  const reports = REPORT_CATALOG.filter((r) => r.legacy && (module === null || module === undefined || r.module === module));
  const chosen = reports.find((r) => r.key === params.get('reporte')) ?? reports[0];
  const title = module ? `Reportes anteriores · ${MODULE_LABEL[module]}` : 'Reportes anteriores';

  if (!chosen) {
    // The section is still in the menu: it leads on to the module's new reports the role may open.
    const current = REPORT_CATALOG.filter((r) => r.module === module && !r.legacy && allowed(r.route));
    return (
      <Box>
        <PageHeader title={title} />
        <EmptyState
          title="Sin reportes anteriores para este módulo"
          description="Los reportes de este módulo están en la sección nueva de Reportes."
          action={
            current.length > 0 ? (
              <Wrap gap="3" justify="center" mt="2">
                {current.map((r) => (
                  <Link asChild key={r.key} fontSize="sm">
                    <RouterLink to={r.route}>{r.title}</RouterLink>
                  </Link>
                ))}
              </Wrap>
            ) : undefined
          }
        />
      </Box>
    );
  }
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
