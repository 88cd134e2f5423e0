import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { AccountStatement, PortalStatement } from '@mikro/contracts';
import { portalApi } from '@mikro/api-client';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { StatementPage } from './StatementPage';

const lucia: AccountStatement = {
  student: { id: 1, name: 'Lucía Hernández', enrollment: 'M001', familyId: 3, grade: '3°', group: 'A' },
  charges: [],
  payments: [],
  concessions: [],
  movements: [
    { date: '2026-01-08', kind: 'cargo', description: 'Colegiatura 01/2026', charge: '2000.00', payment: '0.00', balance: '2000.00', chargeId: 11, paymentId: null, serie: null, folio: null },
    { date: '2026-01-08', kind: 'pago', description: 'Pago C1-7: Colegiatura', charge: '0.00', payment: '2000.00', balance: '0.00', chargeId: 11, paymentId: 7, serie: 'C1', folio: 7 },
  ],
  totals: { charged: '2000.00', paid: '2000.00', pending: '0.00', overdue: '0.00' },
};

const statement: PortalStatement = { today: '2026-02-15', children: [lucia], totals: { charged: '2000.00', paid: '2000.00', pending: '0.00', overdue: '0.00' } };

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Estado de cuenta', () => {
  it('shows the family’s totals and each child’s movements in date order, with the running balance', async () => {
    jest.spyOn(portalApi, 'statement').mockResolvedValue(statement);
    await renderScreen(<StatementPage />);
    const family = await screen.findByLabelText('Totales de la familia');
    expect(within(family).getByText('Pagado').nextSibling).toHaveTextContent('$ 2,000.00');
    const movements = within(screen.getByRole('list', { name: 'Movimientos de Lucía Hernández' })).getAllByRole('listitem');
    expect(movements.map((m) => m.textContent)).toEqual([
      expect.stringContaining('Colegiatura 01/2026'),
      expect.stringContaining('Pago C1-7: Colegiatura'),
    ]);
    expect(movements[1]).toHaveTextContent('-$ 2,000.00');
    expect(movements[1]).toHaveTextContent('Saldo $ 0.00');
  });

  it('says so when the family has no students', async () => {
    jest.spyOn(portalApi, 'statement').mockResolvedValue({ ...statement, children: [] });
    await renderScreen(<StatementPage />);
    expect(await screen.findByText('No hay alumnos en su familia')).toBeInTheDocument();
  });
});
