import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { PendingSchoolCharge, PortalChildren } from '@mikro/contracts';
import { portalApi } from '@mikro/api-client';
import { MemoryRouter } from 'react-router-dom';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { ChildrenPage } from './ChildrenPage';

const charge = (id: number, month: number, total: string, adjustments: PendingSchoolCharge['today']['adjustments'] = []): PendingSchoolCharge => ({
  id, studentId: 1, inscriptionId: 1, schoolConceptId: 1, name: 'Colegiatura', satCode: '86121500', unitCode: 'E48', withIva: false, quantity: 1,
  price: '2000.00', year: 2026, month, paymentDay: 10, dueDate: `2026-${String(month).padStart(2, '0')}-10`, status: 'pending', paymentId: null,
  today: { chargeId: id, studentId: 1, externalId: null, conceptName: 'Colegiatura', year: 2026, month, quantity: 1, price: '2000.00', base: '2000.00', adjustments, subtotal: total, tax: '0.00', total, withIva: false },
});

const family: PortalChildren = {
  today: '2026-02-15',
  total: '6200.00',
  children: [
    { id: 1, name: 'Lucía Hernández', enrollment: 'M001', familyId: 3, grade: '3°', group: 'A', scholarships: [], total: '4200.00',
      charges: [charge(11, 2, '2200.00', [{ chargeId: 11, name: 'Recargo por pago tardío', kind: 1, amount: '200.00', automatic: true }]), charge(12, 3, '2000.00')] },
    { id: 2, name: 'Mateo Hernández', enrollment: 'M002', familyId: 3, grade: '1°', group: 'B', scholarships: [{ id: 5, name: 'Beca hermanos' }], total: '2000.00', charges: [charge(21, 3, '2000.00')] },
    { id: 3, name: 'Sofía Hernández', enrollment: 'M003', familyId: 3, grade: '', group: '', scholarships: [], total: '0.00', charges: [] },
  ],
};

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Mis hijos', () => {
  it('shows each child’s pending charges priced today, the late one marked with its surcharge, and the totals', async () => {
    jest.spyOn(portalApi, 'children').mockResolvedValue(family);
    await renderScreen(<MemoryRouter><ChildrenPage /></MemoryRouter>);
    const lucia = await screen.findByRole('region', { name: 'Lucía Hernández' });
    const february = within(within(lucia).getByRole('list', { name: 'Pendientes de Lucía Hernández' })).getAllByRole('listitem')[0]!;
    expect(within(february).getByText('Vencido')).toBeInTheDocument();
    expect(within(february).getByText('Recargo por pago tardío:')).toBeInTheDocument();
    expect(within(february).getByText('$ 2,200.00')).toBeInTheDocument();
    expect(within(lucia).getByLabelText('Total de Lucía Hernández')).toHaveTextContent('$ 4,200.00');
    expect(within(screen.getByRole('region', { name: 'Mateo Hernández' })).getByText('Beca hermanos')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Sofía Hernández' })).getByText('No tiene pagos pendientes.')).toBeInTheDocument();
    expect(screen.getByText('$ 6,200.00')).toBeInTheDocument();
  });

  it('says so when the family has no students', async () => {
    jest.spyOn(portalApi, 'children').mockResolvedValue({ today: '2026-02-15', total: '0.00', children: [] });
    await renderScreen(<MemoryRouter><ChildrenPage /></MemoryRouter>);
    expect(await screen.findByText('No hay alumnos en su familia')).toBeInTheDocument();
  });

  it('shows the server’s message when the charges cannot be read', async () => {
    jest.spyOn(portalApi, 'children').mockRejectedValue(new Error('Esta sección es solo para los tutores de una familia'));
    await renderScreen(<MemoryRouter><ChildrenPage /></MemoryRouter>);
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
