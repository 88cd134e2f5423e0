import { screen, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import type { AccountStatement } from '@mikro/contracts';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { StatementView } from './StatementView';

const statement = (concessions: AccountStatement['concessions']): AccountStatement => ({
  student: { id: 7, name: 'Lucía Hernández Soto', enrollment: 'M2026007', familyId: null, grade: '3°', group: 'A' },
  charges: [],
  payments: [],
  movements: [],
  concessions,
  totals: { charged: '2000.00', paid: '1700.00', pending: '0.00', overdue: '0.00' },
});

const waiver: AccountStatement['concessions'][number] = {
  id: 1, kind: 'condonacion', name: 'Recargo por pago tardío', amount: '150.00', reason: 'Acuerdo con dirección por enfermedad', paymentId: 41, serie: 'C1', folio: 15,
  paymentStatus: 'paid', chargeId: 31, studentId: 7, externalId: null, userName: 'Ernesto Salas', createdAt: '2026-09-15T18:00:00.000Z',
};

describe('StatementView', () => {
  it('lists the surcharges waived and discounts granted with their reason, folio and who granted them', async () => {
    await renderScreen(
      <StatementView
        companyName="Colegio Mikro"
        statement={statement([waiver, { ...waiver, id: 2, kind: 'descuento', name: 'Descuento concedido en caja', amount: '300.00', paymentStatus: 'cancelled' }])}
      />,
    );
    const table = screen.getByRole('table', { name: 'Condonaciones y descuentos concedidos' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Recargo condonado: Recargo por pago tardío');
    expect(rows[1]).toHaveTextContent('$ 150.00');
    expect(rows[1]).toHaveTextContent('Acuerdo con dirección por enfermedad');
    expect(rows[1]).toHaveTextContent('C1-15');
    expect(rows[1]).toHaveTextContent('Ernesto Salas');
    expect(rows[2]).toHaveTextContent('Descuento concedido en caja');
    expect(rows[2]).toHaveTextContent('C1-15 (cancelado)');
  });

  it('shows no concessions table when nothing was conceded', async () => {
    await renderScreen(<StatementView companyName="Colegio Mikro" statement={statement([])} />);
    expect(screen.queryByRole('table', { name: 'Condonaciones y descuentos concedidos' })).toBeNull();
  });
});
