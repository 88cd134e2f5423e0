import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { clientsApi, salesApi, toApiError, useOne } from '@mikro/api-client';
import type { Sale } from '@mikro/contracts';
import { Badge, Box, Button, EmptyState, ErrorState, formatDate, formatMoney, HStack, LoadingState, PageHeader, Table, Text } from '@mikro/ui';
import { accountStatement, scheduledInstalments } from './statement';

// Printing shows only the statement, not the shell around it.
const PRINT_CSS = `@media print { body * { visibility: hidden !important; } .print-area, .print-area * { visibility: visible !important; } .print-area { position: absolute; left: 0; top: 0; width: 100%; } }`;

/** Up to the last 100 sales of the client (the API pages by at most 100). */
async function clientSales(clientId: number): Promise<Sale[]> {
  const page = await salesApi.list({ clientId, limit: 100, page: 1 });
  return page.data;
}

export function ClientStatementPage() {
  const id = Number(useParams().idalum);
  const client = useOne(clientsApi, Number.isInteger(id) ? id : null);
  const sales = useQuery({ queryKey: ['clients', 'statement', id], queryFn: () => clientSales(id), enabled: Number.isInteger(id) && id > 0 });
  if (!Number.isInteger(id) || id <= 0) return <EmptyState title="Cliente no encontrado" />;
  if (client.isLoading || sales.isLoading) return <LoadingState />;
  if (client.error) return <ErrorState message={toApiError(client.error).message} onRetry={() => void client.refetch()} />;
  if (sales.error) return <ErrorState message={toApiError(sales.error).message} onRetry={() => void sales.refetch()} />;
  const c = client.data;
  if (!c) return <EmptyState title="Cliente no encontrado" />;
  const statement = accountStatement(sales.data ?? []);
  const name = [c.name, c.last_name_father, c.last_name_mother].filter(Boolean).join(' ');
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
          <Text fontWeight="bold">Saldo {formatMoney(statement.balance)}</Text>
        </HStack>
        {statement.rows.length === 0 ? (
          <EmptyState title="Sin movimientos" description="Este cliente aún no tiene ventas." />
        ) : (
          <Table.Root size="sm" aria-label="Estado de cuenta">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Fecha</Table.ColumnHeader>
                <Table.ColumnHeader>Folio</Table.ColumnHeader>
                <Table.ColumnHeader>Estado</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Cargo</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Pagos</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Saldo</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Saldo acumulado</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {statement.rows.map((row) => (
                <Table.Row key={row.saleId}>
                  <Table.Cell>{formatDate(row.date)}</Table.Cell>
                  <Table.Cell>{row.folio}</Table.Cell>
                  <Table.Cell>
                    <Badge>{row.status}</Badge>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(row.charge)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(row.paid)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(row.balance)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(row.runningBalance)}</Table.Cell>
                </Table.Row>
              ))}
              <Table.Row fontWeight="bold">
                <Table.Cell colSpan={3}>Totales</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(statement.charges)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(statement.payments)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(statement.balance)}</Table.Cell>
                <Table.Cell />
              </Table.Row>
            </Table.Body>
          </Table.Root>
        )}
        {scheduledInstalments(sales.data ?? []).length > 0 && (
          <Table.Root size="sm" aria-label="Pagos diferidos programados" mt="4">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Vence</Table.ColumnHeader>
                <Table.ColumnHeader>Venta</Table.ColumnHeader>
                <Table.ColumnHeader>Pago</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Importe</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {scheduledInstalments(sales.data ?? []).map((instalment) => (
                <Table.Row key={`${instalment.saleId}-${instalment.number}`}>
                  <Table.Cell>{formatDate(instalment.dueDate)}</Table.Cell>
                  <Table.Cell>{instalment.folio}</Table.Cell>
                  <Table.Cell>
                    {instalment.number} de {instalment.of}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(instalment.amount)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Box>
    </>
  );
}
