// «Estado de cuenta»: the family's totals and, child by child, every charge, payment and cancellation in date
// order with the running balance, as the school's statement shows them.
import type { AccountStatement } from '@mikro/contracts';
import { usePortalStatement } from '@mikro/api-client';
import { Box, Card, DateText, EmptyState, Flex, HStack, Money, PageHeader, SimpleGrid, Stack, Text } from '@mikro/ui';
import { QueryState } from '../../shared/QueryState';

const KIND_LABEL: Record<string, string> = { cargo: 'Cargo', pago: 'Pago', cancelacion: 'Cancelación' };

function Totals({ totals, label }: { totals: AccountStatement['totals']; label: string }) {
  const items = [
    { name: 'Cargado', value: totals.charged },
    { name: 'Pagado', value: totals.paid },
    { name: 'Pendiente', value: totals.pending },
    { name: 'Vencido', value: totals.overdue },
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" aria-label={label}>
      {items.map((item) => (
        <Box key={item.name} borderWidth="1px" borderRadius="md" p="3">
          <Text fontSize="sm" color="fg.muted">
            {item.name}
          </Text>
          <Money value={item.value} fontWeight="semibold" />
        </Box>
      ))}
    </SimpleGrid>
  );
}

function ChildStatement({ statement }: { statement: AccountStatement }) {
  const movements = statement.movements;
  return (
    <Card.Root as="section" aria-label={`Estado de cuenta de ${statement.student.name}`}>
      <Card.Header pb="2">
        <Text fontWeight="semibold" fontSize="lg">
          {statement.student.name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Matrícula {statement.student.enrollment}
        </Text>
      </Card.Header>
      <Card.Body pt="0">
        <Stack gap="3">
          <Totals totals={statement.totals} label={`Totales de ${statement.student.name}`} />
          {movements.length === 0 ? (
            <Text color="fg.muted">Aún no hay movimientos.</Text>
          ) : (
            <Stack as="ul" gap="0" listStyleType="none" aria-label={`Movimientos de ${statement.student.name}`}>
              {movements.map((m, index) => (
                <Flex as="li" key={`${m.kind}-${m.chargeId ?? ''}-${m.paymentId ?? ''}-${index}`} justify="space-between" gap="3" py="2" borderTopWidth="1px">
                  <Box minW="0">
                    <Text>{m.description}</Text>
                    <HStack gap="2" fontSize="sm" color="fg.muted">
                      <DateText value={m.date} />
                      <Text>{KIND_LABEL[m.kind] ?? m.kind}</Text>
                    </HStack>
                  </Box>
                  <Box textAlign="right">
                    <Money value={m.kind === 'pago' ? `-${m.payment}` : m.charge} fontWeight="medium" />
                    <Text fontSize="xs" color="fg.muted">
                      Saldo <Money value={m.balance} />
                    </Text>
                  </Box>
                </Flex>
              ))}
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function StatementPage() {
  const query = usePortalStatement();
  const data = query.data;
  return (
    <Box maxW="3xl">
      <PageHeader title="Estado de cuenta" description="Cargos, pagos y saldo de su familia, en orden de fecha, con el saldo después de cada movimiento." />
      {!data ? (
        <QueryState query={query} loading="Cargando su estado de cuenta…" />
      ) : data.children.length === 0 ? (
        <EmptyState title="No hay alumnos en su familia" description="Si esto no es correcto, comuníquese con la escuela." />
      ) : (
        <Stack gap="4">
          <Totals totals={data.totals} label="Totales de la familia" />
          {data.children.map((statement) => (
            <ChildStatement key={statement.student.id} statement={statement} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
