import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { AccountStatement, FamilyStatement } from '@mikro/contracts';
import { familyStatementApi } from '@mikro/api-client';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { FamilyStatementPanel } from './FamilyStatementPanel';

const child = (id: number, name: string, pending: string): AccountStatement => ({
  student: { id, name, enrollment: `M${id}`, familyId: 9, grade: '1°', group: 'A' },
  charges: [],
  payments: [],
  movements: [],
  concessions: [],
  totals: { charged: pending, paid: '0.00', pending, overdue: '0.00' },
});
const movement = (studentId: number, studentName: string, charge: string, balance: string) => ({
  date: '2026-09-10', kind: 'cargo' as const, description: 'Colegiatura 09/2026', charge, payment: '0.00', balance, chargeId: studentId, paymentId: null, serie: null, folio: null, studentId, studentName,
});
const statement: FamilyStatement = {
  family: { id: 9, name: 'Familia Martínez', tutorName: 'Rosa Martínez', email: '' },
  today: '2026-11-28',
  children: [child(1, 'Ana Martínez', '2500.00'), child(2, 'Beto Martínez', '2500.00')],
  movements: [movement(1, 'Ana Martínez', '2500.00', '2500.00'), movement(2, 'Beto Martínez', '2500.00', '5000.00')],
  totals: { charged: '5000.00', paid: '0.00', pending: '5000.00', overdue: '0.00' },
};

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the family statement on the family page', () => {
  it('shows one total for all the children and names each line’s child', async () => {
    jest.spyOn(familyStatementApi, 'get').mockResolvedValue(statement);
    await renderScreen(<FamilyStatementPanel familyId={9} />);
    expect(await screen.findByTestId('family-total-pendiente')).toHaveTextContent(/5,000\.00/);
    const table = screen.getByRole('table', { name: 'Movimientos de la familia' });
    expect(within(table).getByText('Ana Martínez')).toBeInTheDocument();
    expect(within(table).getByText('Beto Martínez')).toBeInTheDocument();
  });

  it('sends the PDF to the address the desk writes when the family has none', async () => {
    jest.spyOn(familyStatementApi, 'get').mockResolvedValue(statement);
    const email = jest.spyOn(familyStatementApi, 'email').mockResolvedValue({ messageId: 4, to: 'rosa@familia.mx' });
    const user = userEvent.setup();
    await renderScreen(<FamilyStatementPanel familyId={9} />);
    await user.click(await screen.findByRole('button', { name: 'Enviar al tutor' }));
    const field = await screen.findByLabelText(/Correo del tutor/);
    await user.type(field, 'rosa@familia.mx');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(email).toHaveBeenCalledWith(9, { to: 'rosa@familia.mx' }));
  });
});
