// The dashboard's charts (recharts, loaded on demand so neither the shell nor the report tables carry it).
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Cell, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardData, DashboardPoint } from '@mikro/contracts';
import { Box, Card, EmptyState, formatDate, formatMoney, Heading, paletteColor, SimpleGrid } from '@mikro/ui';

// The design system's palette, by role: income blue, debts red, best sellers green; the methods' pie in order.
const INCOME = paletteColor(0);
const TOP_ITEMS = paletteColor(1);
const DEBTS = paletteColor(3);

const numeric = (points: DashboardPoint[]) => points.map((p) => ({ label: p.label, value: Number(p.value) }));
const shortMoney = (value: number) => (Math.abs(value) >= 1000 ? `$${(value / 1000).toLocaleString('es-MX', { maximumFractionDigits: 1 })}k` : `$${value}`);
const moneyTip = (value: unknown) => formatMoney(String(value));

function ChartCard({ title, children, empty }: { title: string; children: React.ReactElement; empty: boolean }) {
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading size="sm">{title}</Heading>
      </Card.Header>
      <Card.Body>
        {empty ? (
          <EmptyState title="Sin movimientos en los últimos 30 días" />
        ) : (
          <Box height="240px" role="img" aria-label={title}>
            <ResponsiveContainer width="100%" height="100%">
              {children}
            </ResponsiveContainer>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function HorizontalBars({ points, color }: { points: DashboardPoint[]; color: string }) {
  return (
    <BarChart data={numeric(points)} layout="vertical" margin={{ left: 8, right: 16 }}>
      <CartesianGrid strokeDasharray="3 3" horizontal={false} />
      <XAxis type="number" tickFormatter={shortMoney} fontSize={11} />
      <YAxis type="category" dataKey="label" width={120} fontSize={11} tickFormatter={(v: string) => (v.length > 18 ? `${v.slice(0, 17)}…` : v)} />
      <Tooltip formatter={moneyTip} />
      <Bar isAnimationActive={false} dataKey="value" name="Importe" fill={color} radius={[0, 4, 4, 0]} />
    </BarChart>
  );
}

export default function DashboardCharts({ data, debtsTitle, topTitle }: { data: DashboardData; debtsTitle: string; topTitle: string }) {
  const byDay = numeric(data.incomeByDay);
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <ChartCard title="Ingresos por día (30 días)" empty={byDay.every((p) => p.value === 0)}>
        <AreaChart data={byDay} margin={{ left: 0, right: 12, top: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tickFormatter={(v: string) => formatDate(v).slice(0, 5)} fontSize={11} minTickGap={16} />
          <YAxis tickFormatter={shortMoney} fontSize={11} width={56} />
          <Tooltip formatter={moneyTip} labelFormatter={(v) => formatDate(String(v))} />
          <Area isAnimationActive={false} type="monotone" dataKey="value" name="Ingresos" stroke={INCOME} fill={INCOME} fillOpacity={0.15} />
        </AreaChart>
      </ChartCard>
      <ChartCard title="Ingresos por forma de pago (30 días)" empty={data.incomeByMethod.length === 0}>
        <PieChart>
          <Pie isAnimationActive={false} data={numeric(data.incomeByMethod)} dataKey="value" nameKey="label" innerRadius={50} outerRadius={90} label={({ name }) => String(name)} fontSize={11}>
            {data.incomeByMethod.map((point, index) => (
              <Cell key={point.label} fill={paletteColor(index)} />
            ))}
          </Pie>
          <Tooltip formatter={moneyTip} />
        </PieChart>
      </ChartCard>
      <ChartCard title={debtsTitle} empty={data.debtsByGroup.length === 0}>
        <HorizontalBars points={data.debtsByGroup} color={DEBTS} />
      </ChartCard>
      <ChartCard title={topTitle} empty={data.topItems.length === 0}>
        <HorizontalBars points={data.topItems} color={TOP_ITEMS} />
      </ChartCard>
    </SimpleGrid>
  );
}
