// The dashboard: today's income, what is owed and the last 30 days of one module (the user's preference:
// COLEGIO 0, ACADEMIAS 1, TIENDA 2), with a switch to look at another module. A module has its tab where the
// branch office runs it and the role may read one of its reports (the school staff: school and academies).
import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { dashboardReportRoutes, MODULE_TYPE, type DashboardModule, type ModuleType } from '@mikro/contracts';
import { useDashboard } from '@mikro/api-client';
import { currentBranchOfficeIdAtom, enabledModulesAtom, preferencesAtom, sessionStore, useRouteAccess } from '@mikro/session';
import { Button, ButtonGroup, Card, EmptyState, ErrorState, formatDate, formatMoney, Heading, HStack, LoadingState, SimpleGrid, Text, VStack } from '@mikro/ui';

const DashboardCharts = lazy(() => import('./DashboardCharts'));

interface ModuleConfig {
  value: DashboardModule;
  /** The module the branch office runs for it. */
  moduleType: ModuleType;
  label: string;
  debts: string;
  top: string;
  empty: string;
}

const MODULES: [ModuleConfig, ...ModuleConfig[]] = [
  {
    value: 0,
    moduleType: MODULE_TYPE.colegio,
    label: 'Colegio',
    debts: 'Adeudos por nivel',
    top: 'Conceptos más cobrados (30 días)',
    empty: 'Aún no hay cobros del colegio en esta sucursal. Cuando se registren colegiaturas verá aquí lo cobrado hoy, los adeudos por nivel y la tendencia del mes.',
  },
  {
    value: 1,
    moduleType: MODULE_TYPE.academia,
    label: 'Academias',
    debts: 'Adeudos por actividad',
    top: 'Actividades con más ingresos (30 días)',
    empty: 'Aún no hay cobros de academias en esta sucursal. Cuando se inscriban alumnos y se cobren mensualidades verá aquí sus ingresos y adeudos.',
  },
  {
    value: 2,
    moduleType: MODULE_TYPE.tienda,
    label: 'Tienda',
    debts: 'Saldos por cobrar (fiado y crédito)',
    top: 'Productos más vendidos (30 días)',
    empty: 'Aún no hay ventas de la tienda en esta sucursal. Cuando se vendan productos verá aquí los ingresos del día, las formas de pago y los productos más vendidos.',
  },
];

export function Dashboard() {
  const preferences = useAtomValue(preferencesAtom);
  const branchOfficeId = useAtomValue(currentBranchOfficeIdAtom);
  const enabledModules = useAtomValue(enabledModulesAtom, { store: sessionStore });
  const mayRead = useRouteAccess();
  const [chosen, setChosen] = useState<DashboardModule | null>(null);
  const tabs = MODULES.filter((m) => enabledModules.has(m.moduleType) && dashboardReportRoutes(m.value).some((route) => mayRead(route, 'ver')));
  const wanted = chosen ?? preferences?.dashboard ?? 0;
  const config = tabs.find((m) => m.value === wanted) ?? tabs[0] ?? null;
  const module = config?.value ?? wanted;
  const dashboard = useDashboard(branchOfficeId, module, { enabled: config !== null });
  if (config === null) return null;

  return (
    <VStack align="stretch" gap="4" data-testid="reports-dashboard">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <VStack align="start" gap="0">
          <Heading size="lg">Tablero · {config.label}</Heading>
          {dashboard.data && <Text color="fg.muted" fontSize="sm">Al {formatDate(dashboard.data.today)}</Text>}
        </VStack>
        <ButtonGroup size="sm" variant="outline" attached>
          {tabs.map((m) => (
            <Button key={m.value} aria-pressed={m.value === module} variant={m.value === module ? 'solid' : 'outline'} onClick={() => setChosen(m.value)}>
              {m.label}
            </Button>
          ))}
        </ButtonGroup>
      </HStack>
      {dashboard.isLoading ? (
        <LoadingState label="Cargando el tablero…" />
      ) : dashboard.error || !dashboard.data ? (
        <ErrorState message="No se pudo cargar el tablero." onRetry={() => void dashboard.refetch()} />
      ) : !dashboard.data.hasData ? (
        <EmptyState title={`Sin datos de ${config.label.toLowerCase()}`} description={config.empty} />
      ) : (
        <>
          <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="3">
            {dashboard.data.cards.map((card) => (
              <Card.Root key={card.key} size="sm">
                <Card.Body>
                  <Text fontSize="xs" color="fg.muted">
                    {card.label}
                  </Text>
                  <Text fontSize="xl" fontWeight="bold" data-testid={`dashboard-card-${card.key}`}>
                    {card.type === 'money' ? formatMoney(card.value) : Number(card.value).toLocaleString('es-MX')}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
          <Suspense fallback={<LoadingState label="Cargando gráficas…" />}>
            <DashboardCharts data={dashboard.data} debtsTitle={config.debts} topTitle={config.top} />
          </Suspense>
        </>
      )}
    </VStack>
  );
}
