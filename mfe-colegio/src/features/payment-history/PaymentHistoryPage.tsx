// /colegio/cobros/historial: every school payment of the company, found by folio, student or period (and state),
// to reprint its receipt (print view or the server's PDF), see its invoices or cancel it.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ChargePayment } from '@mikro/contracts';
import { Box, Button, CloseButton, DateRangeFilter, HStack, PageHeader, SelectInput, Text, type SelectOption } from '@mikro/ui';
import { fullName } from '../../shared/people';
import { PaymentHistory } from '../../shared/PaymentHistory';
import { StudentSearch } from '../../shared/StudentSearch';
import { EMPTY_HISTORY_FILTERS, paymentFilters, type HistoryFilters } from './paymentFilters';

const STATUSES: SelectOption<ChargePayment['status']>[] = [
  { value: 'paid', label: 'Pagado' },
  { value: 'partial', label: 'Cancelado en parte' },
  { value: 'cancelled', label: 'Cancelado' },
];

export function PaymentHistoryPage() {
  const navigate = useNavigate();
  const [filters, setFilters] = useState<HistoryFilters>(EMPTY_HISTORY_FILTERS);
  const [student, setStudent] = useState<{ id: number; name: string } | null>(null);
  const set = (patch: Partial<HistoryFilters>) => setFilters((current) => ({ ...current, ...patch }));
  const filtered = Boolean(student || filters.from || filters.to || filters.folio || filters.status);
  return (
    <>
      <PageHeader
        title="Historial de pagos del colegio"
        description="Busque un pago por folio, alumno o fecha para reimprimir su recibo"
        actions={
          <Button variant="outline" onClick={() => navigate('/colegio/cobros')}>
            Volver al cobro
          </Button>
        }
      />
      <PaymentHistory
        studentId={student?.id}
        filters={paymentFilters(filters)}
        search={{ value: filters.folio, onChange: (folio) => set({ folio }), placeholder: 'Folio (C1-118 o 118)' }}
        emptyText={filtered ? 'No hay pagos con estos filtros' : 'Aún no hay pagos del colegio'}
        toolbar={
          <HStack wrap="wrap" align="end" gap="2">
            <DateRangeFilter from={filters.from} to={filters.to} onChange={(range) => set(range)} />
            <SelectInput<ChargePayment['status']>
              size="sm"
              width="200px"
              label="Estado"
              placeholder="Todos los estados"
              options={STATUSES}
              value={filters.status}
              onChange={(status) => set({ status })}
            />
            {student ? (
              <HStack borderWidth="1px" rounded="md" px="2" py="1" gap="1">
                <Text fontSize="sm">Alumno: {student.name}</Text>
                <CloseButton size="2xs" aria-label="Quitar filtro de alumno" onClick={() => setStudent(null)} />
              </HStack>
            ) : (
              <Box width={{ base: 'full', md: '320px' }}>
                <StudentSearch label="Filtrar por alumno" actionText="Filtrar" onPick={(picked) => setStudent({ id: picked.id, name: fullName(picked) })} />
              </Box>
            )}
          </HStack>
        }
      />
    </>
  );
}
