// «Mis hijos»: each child with the charges still to pay and what each one costs today (surcharges, discounts and
// scholarships included, as the school's counter would charge it), and the family's total.
import { Link as RouterLink } from 'react-router-dom';
import type { PendingSchoolCharge, PortalChild } from '@mikro/contracts';
import { usePortalChildren } from '@mikro/api-client';
import { isLate, periodLabel } from '@mikro/domain';
import { Badge, Box, Button, Card, DateText, EmptyState, Flex, HStack, Money, PageHeader, Stack, Text } from '@mikro/ui';
import { QueryState } from '../../shared/QueryState';

function ChargeRow({ charge, today }: { charge: PendingSchoolCharge; today: string }) {
  const surcharges = charge.today.adjustments.filter((a) => !a.amount.startsWith('-'));
  const discounts = charge.today.adjustments.filter((a) => a.amount.startsWith('-'));
  // Late as the payment rules see it: the due date has passed.
  const overdue = isLate(charge, today);
  return (
    <Flex as="li" justify="space-between" gap="3" py="2" borderTopWidth="1px" align="flex-start">
      <Box minW="0">
        <Text fontWeight="medium">
          {charge.name} {periodLabel(charge.year, charge.month)}
        </Text>
        <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
          <Text>Vence</Text>
          <DateText value={charge.dueDate} />
          {overdue && <Badge colorPalette="red">Vencido</Badge>}
        </HStack>
        {[...surcharges, ...discounts].map((adjustment) => (
          <HStack key={`${adjustment.kind}-${adjustment.name}`} gap="1" fontSize="sm" color="fg.muted">
            <Text>{adjustment.name}:</Text>
            <Money value={adjustment.amount} />
          </HStack>
        ))}
      </Box>
      <Money value={charge.today.total} fontWeight="semibold" whiteSpace="nowrap" />
    </Flex>
  );
}

function ChildCard({ child, today }: { child: PortalChild; today: string }) {
  return (
    <Card.Root as="section" aria-label={child.name}>
      <Card.Header pb="2">
        <Text fontWeight="semibold" fontSize="lg">
          {child.name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {[child.grade, child.group].filter(Boolean).join(' · ') || 'Sin grupo asignado'} · Matrícula {child.enrollment}
        </Text>
        {child.scholarships.length > 0 && (
          <HStack gap="1" wrap="wrap">
            {child.scholarships.map((s) => (
              <Badge key={s.id} colorPalette="green">
                {s.name}
              </Badge>
            ))}
          </HStack>
        )}
      </Card.Header>
      <Card.Body pt="0">
        {child.charges.length === 0 ? (
          <Text color="fg.muted">No tiene pagos pendientes.</Text>
        ) : (
          <Stack as="ul" gap="0" listStyleType="none" aria-label={`Pendientes de ${child.name}`}>
            {child.charges.map((charge) => (
              <ChargeRow key={charge.id} charge={charge} today={today} />
            ))}
          </Stack>
        )}
      </Card.Body>
      <Card.Footer justifyContent="space-between" borderTopWidth="1px" pt="3">
        <Text fontWeight="semibold">Total a hoy</Text>
        <Money value={child.total} fontWeight="bold" aria-label={`Total de ${child.name}`} />
      </Card.Footer>
    </Card.Root>
  );
}

export function ChildrenPage() {
  const query = usePortalChildren();
  const data = query.data;
  return (
    <Box maxW="3xl">
      <PageHeader title="Mis hijos" description="Lo que tiene pendiente cada uno de sus hijos, calculado al día de hoy." actions={<Button asChild colorPalette="blue"><RouterLink to="/portal/pagar">Pagar en línea</RouterLink></Button>} />
      {!data ? (
        <QueryState query={query} loading="Cargando a sus hijos…" />
      ) : data.children.length === 0 ? (
        <EmptyState title="No hay alumnos en su familia" description="Si esto no es correcto, comuníquese con la escuela." />
      ) : (
        <Stack gap="4">
          <Card.Root variant="subtle" aria-label="Total de la familia">
            <Card.Body>
              <Flex justify="space-between" align="center" gap="3" wrap="wrap">
                <Box>
                  <Text fontWeight="semibold">Total pendiente de la familia</Text>
                  <HStack gap="1" fontSize="sm" color="fg.muted">
                    <Text>Calculado al</Text>
                    <DateText value={data.today} />
                  </HStack>
                </Box>
                <Money value={data.total} fontSize="2xl" fontWeight="bold" />
              </Flex>
            </Card.Body>
          </Card.Root>
          {data.children.map((child) => (
            <ChildCard key={child.id} child={child} today={data.today} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
