import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { OnlinePayment, PendingSchoolCharge, PortalChildren } from '@mikro/contracts';
import { ApiError, portalApi } from '@mikro/api-client';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { onlinePaymentsApi } from './api';
import { PayPage } from './PayPage';

const charge = (id: number, month: number, total: string): PendingSchoolCharge => ({
  id, studentId: 1, inscriptionId: 1, schoolConceptId: 1, name: 'Colegiatura', satCode: '86121500', unitCode: 'E48', withIva: false, quantity: 1,
  price: total, year: 2026, month, paymentDay: 10, dueDate: `2026-${String(month).padStart(2, '0')}-10`, status: 'pending', paymentId: null,
  today: { chargeId: id, studentId: 1, externalId: null, conceptName: 'Colegiatura', year: 2026, month, quantity: 1, price: total, base: total, adjustments: [], subtotal: total, tax: '0.00', total, withIva: false },
});

const family: PortalChildren = {
  today: '2026-02-15',
  total: '6200.00',
  children: [
    { id: 1, name: 'Lucía Hernández', enrollment: 'M001', familyId: 3, grade: '3°', group: 'A', scholarships: [], total: '4200.00', charges: [charge(11, 2, '2200.00'), charge(12, 3, '2000.00')] },
    { id: 2, name: 'Mateo Hernández', enrollment: 'M002', familyId: 3, grade: '1°', group: 'B', scholarships: [], total: '2000.00', charges: [charge(21, 3, '2000.00')] },
  ],
};

const payment = (over: Partial<OnlinePayment>): OnlinePayment => ({
  id: 9, provider: 'sandbox', method: 'card', status: 'paid', amount: '4200.00', charged: '4200.00', lines: [], instructions: null, expiresAt: null,
  cardLast4: '4242', failureReason: '', reviewReason: '', receipt: { paymentId: 70, serie: 'C1', folio: 15 }, familyId: 3, familyName: 'Hernández', createdAt: '2026-02-15T18:00:00.000Z',
  ...over,
});

beforeEach(() => {
  jest.spyOn(portalApi, 'children').mockResolvedValue(family);
  jest.spyOn(onlinePaymentsApi, 'options').mockResolvedValue({ provider: 'sandbox', methods: ['card', 'oxxo', 'spei'], testCards: [{ number: '4242424242424242', label: 'Visa de crédito: aprobada' }] });
  jest.spyOn(onlinePaymentsApi, 'list').mockResolvedValue([]);
});

afterEach(() => {
  jest.restoreAllMocks();
});

const tick = (name: string) => userEvent.setup().click(screen.getByLabelText(name));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Pagar en línea', () => {
  it('pays the chosen charges with a test card and shows the receipt', async () => {
    const pay = jest.spyOn(onlinePaymentsApi, 'pay').mockResolvedValue(payment({}));
    await renderScreen(<PayPage />);
    await screen.findByRole('region', { name: 'Cargos de Lucía Hernández' });
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeDisabled();
    await tick('Pagar Colegiatura febrero 2026 de Lucía Hernández');
    await tick('Pagar Colegiatura marzo 2026 de Lucía Hernández');
    expect(screen.getByLabelText('Total a pagar')).toHaveTextContent('$ 4,200.00');
    type('Número de tarjeta', '4242424242424242');
    expect(screen.getByLabelText('Número de tarjeta')).toHaveValue('4242 4242 4242 4242');
    type('Vencimiento', '12/30');
    type('Código de seguridad', '123');
    type('Nombre del titular', 'Rosa Hernández');
    fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(pay).toHaveBeenCalledTimes(1));
    expect(pay.mock.calls[0]![0]).toEqual({ chargeIds: [11, 12], method: 'card', card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holder: 'Rosa Hernández' } });
    const result = await screen.findByLabelText('Resultado del pago');
    expect(within(result).getByText('Pago recibido')).toBeInTheDocument();
    expect(result).toHaveTextContent('Recibo C1-15 por $ 4,200.00 (Tarjeta terminación 4242)');
    expect(within(result).getByRole('button', { name: 'Descargar recibo' })).toBeInTheDocument();
  });

  it('shows the OXXO reference to pay, and lets the family cancel it', async () => {
    jest.spyOn(onlinePaymentsApi, 'pay').mockResolvedValue(
      payment({ method: 'oxxo', status: 'pending', amount: '2000.00', charged: null, cardLast4: '', receipt: null, instructions: { kind: 'oxxo', reference: '93001234567890' }, expiresAt: '2026-02-18T18:00:00.000Z' }),
    );
    const cancel = jest.spyOn(onlinePaymentsApi, 'cancel').mockResolvedValue(payment({ method: 'oxxo', status: 'cancelled', receipt: null, failureReason: 'Cancelada por la familia' }));
    await renderScreen(<PayPage />);
    await screen.findByRole('region', { name: 'Cargos de Mateo Hernández' });
    await tick('Pagar Colegiatura marzo 2026 de Mateo Hernández');
    fireEvent.click(screen.getByRole('radio', { name: 'OXXO' }));
    fireEvent.click(screen.getByRole('button', { name: 'Generar referencia' }));
    const result = await screen.findByLabelText('Resultado del pago');
    expect(within(result).getByText('93001234567890')).toBeInTheDocument();
    expect(result).toHaveTextContent('Importe exacto:$ 2,000.00');
    fireEvent.click(within(result).getByRole('button', { name: 'Cancelar referencia' }));
    await waitFor(() => expect(cancel).toHaveBeenCalledWith(9));
    expect(await screen.findByText('Cancelada por la familia')).toBeInTheDocument();
  });

  it('puts the server’s card problems under their fields and other refusals above the button', async () => {
    jest.spyOn(onlinePaymentsApi, 'pay').mockRejectedValueOnce(
      new ApiError({ message: 'Número de tarjeta no válido', statusCode: 400, fields: [{ field: 'card.number', message: 'Número de tarjeta no válido' }] }),
    );
    await renderScreen(<PayPage />);
    await screen.findByRole('region', { name: 'Cargos de Lucía Hernández' });
    await tick('Pagar Colegiatura febrero 2026 de Lucía Hernández');
    type('Número de tarjeta', '4242424242424241');
    fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText('Número de tarjeta no válido')).toBeInTheDocument();
    expect(screen.queryByLabelText('Error del pago')).not.toBeInTheDocument();

    jest.spyOn(onlinePaymentsApi, 'pay').mockRejectedValueOnce(new ApiError({ message: 'Estos cargos ya tienen un pago en línea en curso', statusCode: 409 }));
    fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByLabelText('Error del pago')).toHaveTextContent('Estos cargos ya tienen un pago en línea en curso');
  });

  it('with Stripe offers OXXO and SPEI only (the card form is Stripe’s own)', async () => {
    jest.spyOn(onlinePaymentsApi, 'options').mockResolvedValue({ provider: 'stripe', methods: ['card', 'oxxo', 'spei'], testCards: [] });
    await renderScreen(<PayPage />);
    const methods = await screen.findByRole('radiogroup', { name: 'Forma de pago' });
    expect(within(methods).getAllByRole('radio').map((r) => r.textContent)).toEqual(['OXXO', 'SPEI']);
    expect(screen.queryByText(/Modo de prueba/)).not.toBeInTheDocument();
  });
});
