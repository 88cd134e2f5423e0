import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { clientsApi, salesApi, toApiError, useOne } from '@mikro/api-client';
import type { Sale } from '@mikro/contracts';
import { creditExcess, personName } from '@mikro/domain';
import { Alert, Badge, Box, Button, DataTable, EmptyState, ErrorState, formatDate, formatMoney, HStack, LoadingState, PageHeader, Text, type Column } from '@mikro/ui';
import { accountStatement, scheduledInstalments, type ScheduledInstalment, type StatementRow } from './statement';
import { storeKeys } from '../../shared/queryKeys';

// Printing shows only the statement, not the shell around it.
const PRINT_CSS = `@media print { body * { visibility: hidden !important; } .print-area, .print-area * { visibility: visible !important; } .print-area { position: absolute; left: 0; top: 0; width: 100%; } }`;

/** Up to the last 100 sales of the client (the API pages by at most 100). */
async function clientSales(clientId: number): Promise<Sale[]> {
  const page = await salesApi.list({ clientId, limit: 100, page: 1 });
  return page.data;
}

const STATEMENT_COLUMNS: Column<StatementRow>[] = [
  { key: 'date', header: 'Fecha', render: (row) => formatDate(row.date) },
  { key: 'folio', header: 'Folio' },
  { key: 'status', header: 'Estado', render: (row) => <Badge>{row.status}</Badge> },
  { key: 'charge', header: 'Cargo', align: 'end', render: (row) => formatMoney(row.charge) },
  { key: 'paid', header: 'Pagos', align: 'end', render: (row) => formatMoney(row.paid) },
  { key: 'balance', header: 'Saldo', align: 'end', render: (row) => formatMoney(row.balance) },
  { key: 'runningBalance', header: 'Saldo acumulado', align: 'end', render: (row) => formatMoney(row.runningBalance) },
];

const INSTALMENT_COLUMNS: Column<ScheduledInstalment>[] = [
  { key: 'dueDate', header: 'Vence', render: (instalment) => formatDate(instalment.dueDate) },
  { key: 'folio', header: 'Venta' },
  { key: 'number', header: 'Pago', render: (instalment) => `${instalment.number} de ${instalment.of}` },
  { key: 'amount', header: 'Importe', align: 'end', render: (instalment) => formatMoney(instalment.amount) },
];

export function ClientStatementPage() {
  const id = Number(useParams().idalum);
  const client = useOne(clientsApi, Number.isInteger(id) ? id : null);
  const sales = useQuery({ queryKey: storeKeys.clientStatement(id), queryFn: () => clientSales(id), enabled: Number.isInteger(id) && id > 0 });
  if (!Number.isInteger(id) || id <= 0) return <EmptyState title="Cliente no encontrado" />;
  if (client.isLoading || sales.isLoading) return <LoadingState />;
  if (client.error) return <ErrorState message={toApiError(client.error).message} onRetry={() => void client.refetch()} />;
  if (sales.error) return <ErrorState message={toApiError(sales.error).message} onRetry={() => void sales.refetch()} />;
  const c = client.data;
  if (!c) return <EmptyState title="Cliente no encontrado" />;
  const statement = accountStatement(sales.data ?? []);
  const instalments = scheduledInstalments(sales.data ?? []);
  const name = personName(c.name, c.last_name_father, c.last_name_mother);
  const excess = creditExcess({ limit: c.creditLimit, balance: statement.balance });
  return (
    <>
      <style>{PRINT_CSS}</style>
      <PageHeader title={`Estado de cuenta · ${name}`} description="Cargos (ventas), pagos y saldo" actions={<Button onClick={() => window.print()}>Imprimir</Button>} />
      <Box className="print-area">
        <HStack gap="6" wrap="wrap" fontSize="sm" mb="3">
          <Text>{name}</Text>
          {c.enrollment && <Text>Matrícula {c.enrollment}</Text>}
          {c.rfc && <Text>RFC {c.rfc}</Text>}
          <Text>Límite de crédito {formatMoney(c.creditLimit)}</Text>
          <Text fontWeight="bold" color={excess.isPositive() ? 'fg.error' : undefined}>
            Saldo {formatMoney(statement.balance)}
          </Text>
        </HStack>
        {excess.isPositive() && (
          <Alert.Root status="error" mb="3" data-testid="over-limit">
            <Alert.Indicator />
            <Alert.Title>
              Excede su límite de crédito: debe {formatMoney(statement.balance)}, su límite es {formatMoney(c.creditLimit)} ({formatMoney(excess.toFixed2())} por encima).
            </Alert.Title>
          </Alert.Root>
        )}
        {statement.rows.length === 0 ? (
          <EmptyState title="Sin movimientos" description="Este cliente aún no tiene ventas." />
        ) : (
          <DataTable<StatementRow>
            caption="Estado de cuenta"
            columns={STATEMENT_COLUMNS}
            rows={statement.rows}
            rowKey="saleId"
            rowTone={(row) => (row.status === 'cancelada' ? 'muted' : undefined)}
            footer={{ date: 'Totales', charge: formatMoney(statement.charges), paid: formatMoney(statement.payments), balance: formatMoney(statement.balance) }}
          />
        )}
        {instalments.length > 0 && (
          <Box mt="4">
            <DataTable<ScheduledInstalment>
              caption="Pagos diferidos programados"
              columns={INSTALMENT_COLUMNS}
              rows={instalments}
              rowKey={(instalment) => `${instalment.saleId}-${instalment.number}`}
            />
          </Box>
        )}
      </Box>
    </>
  );
}
