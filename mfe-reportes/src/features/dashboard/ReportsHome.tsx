// /reportes: the dashboard and every report the role may open, by module.
import { Link as RouterLink } from 'react-router-dom';
import { REPORT_CATALOG, type ReportModule } from '@mikro/contracts';
import { useRouteAccess } from '@mikro/session';
import { Card, Heading, Link, SimpleGrid, VStack } from '@mikro/ui';
import { Dashboard } from './Dashboard';
import { MODULE_LABEL } from '../../shared/moduleTexts';

const ORDER: ReportModule[] = ['colegio', 'academia', 'tienda'];

export function ReportsHome() {
  const allowed = useRouteAccess();
  return (
    <VStack align="stretch" gap="6">
      <Dashboard />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {ORDER.map((module) => {
          const reports = REPORT_CATALOG.filter((r) => r.module === module && !r.legacy && allowed(r.route));
          return (
            <Card.Root key={module} size="sm">
              <Card.Header>
                <Heading size="sm">Reportes de {MODULE_LABEL[module].toLowerCase()}</Heading>
              </Card.Header>
              <Card.Body>
                <VStack align="start" gap="1">
                  {reports.map((r) => (
                    <Link asChild key={r.key} fontSize="sm">
                      <RouterLink to={r.route}>{r.title}</RouterLink>
                    </Link>
                  ))}
                  {REPORT_CATALOG.some((r) => r.module === module && r.legacy) && allowed(`/reportes-old/${module === 'academia' ? 'academias' : module}`) && (
                    <Link asChild fontSize="sm" color="fg.muted">
                      <RouterLink to={`/reportes-old/${module === 'academia' ? 'academias' : module}`}>Formato anterior</RouterLink>
                    </Link>
                  )}
                </VStack>
              </Card.Body>
            </Card.Root>
          );
        })}
      </SimpleGrid>
    </VStack>
  );
}
