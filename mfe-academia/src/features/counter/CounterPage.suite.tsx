import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { AcademyCharge, AcademyExtraCharge, AcademyPayer, ChargeLineRequest, ChargePaymentReceipt, PaymentQuote, QuotedChargeLine } from '@mikro/contracts';
import { ApiError, academyApi, selfInvoiceApi } from '@mikro/api-client';
import { currentPathAtom, menuAtom, sessionStore } from '@mikro/session';
import { aMenuItem } from '@mikro/session/testing';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { CounterPage } from './CounterPage';

const valeria: AcademyPayer = { kind: 'alumno', id: 3, name: 'Valeria Martínez Rivera', enrollment: 'A2026003', pendingCharges: 2 };
const diego: AcademyPayer = { kind: 'externo', id: 9, name: 'Diego Salas', enrollment: '', pendingCharges: 1 };

const charge = (id: number, name: string, price: string): AcademyCharge => ({
  id, inscriptionId: 20, conceptId: 4, name, groupName: 'Natación infantil A', activityName: 'Natación', year: 2026, month: 3, paymentDay: 10,
  dueDate: '2026-03-10', quantity: 1, price, withIva: false, satCode: '86121500', unitCode: 'E48', status: 'pending',
});
const tuition = charge(11, 'Mensualidad Natación', '800.00');
const swimsuit = charge(12, 'Uniforme', '350.00');

const extra = (id: number, name: string, applicationForm: number, kind: number): AcademyExtraCharge => ({
  id, name, quantity: '10.00', typeApplication: 1, operation: kind === 1 ? '-' : '+', applicationForm, kind,
});
const siblings = extra(5, 'Descuento hermanos', 1, 1);
const lateFee = extra(6, 'Recargo por pago tardío', 2, 2);

/**
 * The API's quote. Its figures deliberately differ from anything the browser could add up from the charges'
 * prices (an automatic surcharge, a discount, IVA): the screen can only show them by reading the quote.
 */
function quoteOf(lines: ChargeLineRequest[]): PaymentQuote {
  const quoted: QuotedChargeLine[] = lines.map((line) => {
    const source = line.chargeId === tuition.id ? tuition : swimsuit;
    const discount = line.manualChargeIds?.includes(siblings.id) ? [{ chargeId: siblings.id, name: siblings.name, kind: 1 as const, amount: '-80.00', automatic: false }] : [];
    const total = line.raiseByTaxFactor ? '1020.80' : discount.length ? '800.00' : '880.00';
    return {
      chargeId: line.chargeId, studentId: 3, externalId: null, conceptName: source.name, year: 2026, month: 3, quantity: 1, price: source.price, base: source.price,
      adjustments: [{ chargeId: lateFee.id, name: lateFee.name, kind: 2, amount: '80.00', automatic: true }, ...discount],
      subtotal: total, tax: '0.00', total, withIva: false,
    };
  });
  const total = lines.length === 2 ? '1311.11' : (quoted[0]?.total ?? '0.00');
  return { lines: quoted, gross: '800.00', discounts: '0.00', surcharges: '80.00', subtotal: total, tax: '0.00', total, today: '2026-03-20' };
}

const receipt: ChargePaymentReceipt = {
  id: 41, module: 2, branchOfficeId: 1, serie: 'AC', folio: 15,
  payer: { studentId: 3, externalId: null, familyId: null, name: 'Valeria Martínez Rivera' },
  cashier: { id: 2, name: 'Cajera Academia' },
  gross: '800.00', discounts: '0.00', surcharges: '80.00', subtotal: '880.00', tax: '0.00', total: '880.00', received: '1000.00', change: '120.00',
  status: 'paid', stamped: 0, notes: '', cancelReason: '', cancelledAt: null, createdAt: '2026-03-20T18:00:00.000Z',
  lines: [],
  methods: [{ methodId: 1, methodName: 'Efectivo', bankId: null, bankName: '', amount: '1000.00', applied: '880.00', reference: '' }],
  company: { name: 'Academia Mikro', businessName: 'Academia Mikro S.C.', rfc: 'AMI010101AB1', address: '', zip: '64000' },
  branchOffice: { id: 1, name: 'Matriz Centro', address: '' },
};

let quote: jest.SpiedFunction<typeof academyApi.quote>;
let charges: jest.SpiedFunction<typeof academyApi.charges>;

beforeEach(() => {
  sessionStore.set(menuAtom, [aMenuItem(29, '/academias/pagos', ['crear'])]);
  sessionStore.set(currentPathAtom, '/academias/pagos');
  jest.spyOn(academyApi, 'payers').mockImplementation(async (search) => (search.length >= 2 ? [valeria, diego] : []));
  charges = jest.spyOn(academyApi, 'charges').mockImplementation(async (person) => (person.studentId === valeria.id ? [tuition, swimsuit] : []));
  jest.spyOn(academyApi, 'extraCharges').mockResolvedValue([siblings, lateFee]);
  quote = jest.spyOn(academyApi, 'quote').mockImplementation(async (lines) => quoteOf(lines));
  jest.spyOn(selfInvoiceApi, 'link').mockResolvedValue({ available: false, reason: 'Sin autofactura', url: null, qrSvg: null, lastDay: null });
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.set(menuAtom, []);
  sessionStore.set(currentPathAtom, '/');
});

async function renderCounter() {
  await renderScreen(<CounterPage />);
}

type User = ReturnType<typeof userEvent.setup>;

/** Finds Valeria and ticks her March tuition: the quote answers $ 880.00. */
async function chooseValeriaTuition(user: User) {
  await user.type(screen.getByLabelText('Buscar alumno o externo'), 'Vale');
  await user.click(await screen.findByRole('button', { name: /Valeria Martínez Rivera · A2026003 \(alumno\)/ }));
  await user.click(await screen.findByLabelText('Cobrar Mensualidad Natación marzo 2026'));
  expect(await screen.findByRole('button', { name: 'Cobrar $ 880.00 (F9)' })).toBeEnabled();
}

/** The counter with Valeria's March tuition ticked and its payment dialog open ($ 880.00 quoted). */
async function openPaymentOfValeriaTuition(user: User) {
  await renderCounter();
  await chooseValeriaTuition(user);
  await user.click(screen.getByRole('button', { name: 'Cobrar $ 880.00 (F9)' }));
  return screen.findByRole('dialog', { name: 'Cobrar $ 880.00' });
}

describe('CounterPage', () => {
  it("lists the payer's pending charges and shows the API's quote for the ones ticked, never a sum of its own", async () => {
    const user = userEvent.setup();
    await renderCounter();
    await user.type(screen.getByLabelText('Buscar alumno o externo'), 'Vale');
    const option = await screen.findByRole('button', { name: /Valeria Martínez Rivera · A2026003 \(alumno\)/ });
    expect(option).toHaveTextContent('2 pendientes');
    await user.click(option);

    expect(charges).toHaveBeenCalledWith({ studentId: 3 }, 'pending');
    const tuitionBox = (await screen.findByText(/Mensualidad Natación · marzo 2026/)).closest('div')!.parentElement!;
    expect(tuitionBox).toHaveTextContent('$ 800.00');
    expect(screen.getByText(/Uniforme · marzo 2026/).closest('div')!.parentElement!).toHaveTextContent('$ 350.00');
    // Automatic charges are explained by their dated condition, never as applied always.
    expect(screen.getByText('Automáticos según la fecha de pago: Recargo por pago tardío (recargo cuando el cargo ya venció)')).toBeInTheDocument();
    expect(screen.queryByText(/Se aplican siempre/)).not.toBeInTheDocument();
    expect(tuitionBox).toHaveTextContent('Vence 10/03/2026');
    expect(tuitionBox).toHaveTextContent('Vencido');
    expect(screen.getByText('Marque los cargos a cobrar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Cobrar/ })).toBeDisabled();
    expect(quote).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('Cobrar Mensualidad Natación marzo 2026'));
    await waitFor(() => expect(quote).toHaveBeenLastCalledWith([{ chargeId: 11, manualChargeIds: [], raiseByTaxFactor: false }]));
    const list = await screen.findByRole('list', { name: 'Conceptos a cobrar' });
    expect(within(list).getByText('Recargo por pago tardío')).toBeInTheDocument();
    expect(within(list).getByTestId('line-total')).toHaveTextContent('$ 880.00');
    expect(screen.getByTestId('totals-total')).toHaveTextContent('$ 880.00');
    expect(screen.getByRole('button', { name: 'Cobrar $ 880.00 (F9)' })).toBeEnabled();

    // Two charges of 800 and 350: the screen shows the API's 1,311.11, not 1,150 nor 1,760 of its own.
    await user.click(screen.getByLabelText('Cobrar Uniforme marzo 2026'));
    await waitFor(() => expect(screen.getByTestId('totals-total')).toHaveTextContent('$ 1,311.11'));
    expect(quote).toHaveBeenLastCalledWith([
      { chargeId: 11, manualChargeIds: [], raiseByTaxFactor: false },
      { chargeId: 12, manualChargeIds: [], raiseByTaxFactor: false },
    ]);
    expect(screen.getByRole('button', { name: 'Cobrar $ 1,311.11 (F9)' })).toBeEnabled();

    // Unticking from the list leaves only the tuition again.
    await user.click(screen.getByRole('button', { name: 'Quitar Uniforme' }));
    await waitFor(() => expect(screen.getByTestId('totals-total')).toHaveTextContent('$ 880.00'));
    expect(screen.getByLabelText('Cobrar Uniforme marzo 2026')).not.toBeChecked();
  });

  it('sends a manual discount and the IVA raise to the quote and shows what it answers', async () => {
    const user = userEvent.setup();
    await renderCounter();
    await chooseValeriaTuition(user);

    await user.selectOptions(screen.getByLabelText('Agregar descuento o recargo a Mensualidad Natación marzo 2026'), 'Descuento hermanos');
    await waitFor(() => expect(quote).toHaveBeenLastCalledWith([{ chargeId: 11, manualChargeIds: [5], raiseByTaxFactor: false }]));
    const list = screen.getByRole('list', { name: 'Conceptos a cobrar' });
    expect(await within(list).findByText('Descuento hermanos')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cobrar $ 800.00 (F9)' })).toBeEnabled();

    await user.click(screen.getByLabelText('Subir Mensualidad Natación marzo 2026 por IVA'));
    await waitFor(() => expect(quote).toHaveBeenLastCalledWith([{ chargeId: 11, manualChargeIds: [5], raiseByTaxFactor: true }]));
    expect(await screen.findByRole('button', { name: 'Cobrar $ 1,020.80 (F9)' })).toBeEnabled();

    // The chosen discount is a chip that takes it off again.
    await user.click(screen.getByRole('button', { name: 'Descuento hermanos ×' }));
    await waitFor(() => expect(quote).toHaveBeenLastCalledWith([{ chargeId: 11, manualChargeIds: [], raiseByTaxFactor: true }]));
  });

  it('does not offer the IVA raise on a charge whose price already includes IVA', async () => {
    charges.mockImplementation(async (person) => (person.studentId === valeria.id ? [tuition, { ...swimsuit, withIva: true }] : []));
    const user = userEvent.setup();
    await renderCounter();
    await chooseValeriaTuition(user);
    await user.click(screen.getByLabelText('Cobrar Uniforme marzo 2026'));
    expect(await screen.findByLabelText('Agregar descuento o recargo a Uniforme marzo 2026')).toBeInTheDocument();
    expect(screen.queryByLabelText('Subir Uniforme marzo 2026 por IVA')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Subir Mensualidad Natación marzo 2026 por IVA')).toBeInTheDocument();
  });

  it("shows the quote's refusal in Spanish and does not offer to charge", async () => {
    quote.mockRejectedValue(new ApiError({ statusCode: 409, message: 'El cargo 11 ya no está pendiente' }));
    const user = userEvent.setup();
    await renderCounter();
    await user.type(screen.getByLabelText('Buscar alumno o externo'), 'Vale');
    await user.click(await screen.findByRole('button', { name: /Valeria Martínez Rivera/ }));
    await user.click(await screen.findByLabelText('Cobrar Mensualidad Natación marzo 2026'));
    expect(await screen.findByText('El cargo 11 ya no está pendiente')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Cobrar/ })).toBeDisabled();
  });

  it('charges with the method and amount handed over, shows the change and then the receipt', async () => {
    const pay = jest.spyOn(academyApi, 'pay').mockResolvedValue(receipt);
    const user = userEvent.setup();
    const dialog = await openPaymentOfValeriaTuition(user);
    expect(within(dialog).getByTestId('payment-total')).toHaveTextContent('$ 880.00');
    const amount = within(dialog).getByLabelText('Importe 1');
    expect(amount).toHaveValue('880.00');
    await user.clear(amount);
    await user.type(amount, '1000');
    expect(within(dialog).getByTestId('change')).toHaveTextContent('$ 120.00');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cobro' }));

    await waitFor(() => expect(pay).toHaveBeenCalledTimes(1));
    expect(pay).toHaveBeenCalledWith(
      { lines: [{ chargeId: 11, manualChargeIds: [], raiseByTaxFactor: false }], methods: [{ methodId: 1, bankId: null, amount: '1000.00', reference: '' }] },
      expect.any(String),
    );
    const printed = await screen.findByRole('dialog', { name: 'Recibo de pago' });
    expect(within(printed).getByTestId('receipt-folio')).toHaveTextContent('AC-15');
    expect(within(printed).getByText('Recibo de pago de academia')).toBeInTheDocument();
    expect(await screen.findByText('Pago AC-15 registrado')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Cobrar $ 880.00' })).toBeNull();
    // What was paid is no longer ticked: the next payment starts empty.
    expect(screen.getByText('Marque los cargos a cobrar')).toBeInTheDocument();
  });

  it('a card payment carries its reference and refuses to give change', async () => {
    const pay = jest.spyOn(academyApi, 'pay').mockResolvedValue(receipt);
    const user = userEvent.setup();
    const dialog = await openPaymentOfValeriaTuition(user);
    await user.selectOptions(within(dialog).getByLabelText('Forma de pago 1'), '4');
    const amount = within(dialog).getByLabelText('Importe 1');
    await user.clear(amount);
    await user.type(amount, '900');
    expect(within(dialog).getByRole('status')).toHaveTextContent(/El cambio solo puede entregarse en efectivo/);
    expect(within(dialog).getByRole('button', { name: 'Confirmar cobro' })).toBeDisabled();

    await user.clear(amount);
    await user.type(amount, '880');
    await user.type(within(dialog).getByLabelText('Referencia 1'), 'AUT-123');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cobro' }));
    await waitFor(() => expect(pay).toHaveBeenCalledTimes(1));
    expect(pay.mock.calls[0]![0].methods).toEqual([{ methodId: 4, bankId: null, amount: '880.00', reference: 'AUT-123' }]);
  });

  it("shows the API's refusal of the payment in Spanish, keeps the dialog and retries with the same idempotency key", async () => {
    const pay = jest
      .spyOn(academyApi, 'pay')
      .mockRejectedValueOnce(new ApiError({ statusCode: 409, message: 'El cargo «Mensualidad Natación» ya fue pagado en otra caja' }))
      .mockResolvedValueOnce(receipt);
    const user = userEvent.setup();
    const dialog = await openPaymentOfValeriaTuition(user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cobro' }));

    expect(await screen.findByText('El cargo «Mensualidad Natación» ya fue pagado en otra caja')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Cobrar $ 880.00' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Recibo de pago' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cobro' }));
    expect(await screen.findByRole('dialog', { name: 'Recibo de pago' })).toBeInTheDocument();
    expect(pay).toHaveBeenCalledTimes(2);
    // A retry of the same payment must not charge twice: the server recognises it by the key.
    expect(pay.mock.calls[1]![1]).toBe(pay.mock.calls[0]![1]);
  });

  it('shows a 400 refusal with its Spanish text', async () => {
    jest.spyOn(academyApi, 'pay').mockRejectedValue(new ApiError({ statusCode: 400, message: 'La suma de las formas de pago no cubre el total' }));
    const user = userEvent.setup();
    await renderCounter();
    await chooseValeriaTuition(user);
    await user.click(screen.getByRole('button', { name: 'Cobrar $ 880.00 (F9)' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cobrar $ 880.00' })).getByRole('button', { name: 'Confirmar cobro' }));
    expect(await screen.findByText('La suma de las formas de pago no cubre el total')).toBeInTheDocument();
  });

  it('works from the keyboard like the school counter: Enter takes the first match, F9 opens the payment, Esc clears the ticks, F2 searches again', async () => {
    const user = userEvent.setup();
    await renderCounter();
    const search = screen.getByLabelText('Buscar alumno o externo');
    expect(search).toHaveFocus();
    // Before a search the counter says what it is for, as the school counter does.
    expect(screen.getByText('Busque un alumno o un externo')).toBeInTheDocument();
    await user.type(search, 'Sal');
    await screen.findByRole('button', { name: /Diego Salas/ });
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Valeria Martínez Rivera')).toBeInTheDocument();
    expect(screen.getByText('Alumno A2026003')).toBeInTheDocument();

    await user.click(await screen.findByLabelText('Cobrar Mensualidad Natación marzo 2026'));
    await screen.findByRole('button', { name: 'Cobrar $ 880.00 (F9)' });
    // F2 is the search key on every counter: it must not open the payment.
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    await user.keyboard('{F9}');
    const dialog = await screen.findByRole('dialog', { name: 'Cobrar $ 880.00' });
    // Inside the dialog the counter's keys do nothing (Esc there belongs to the dialog).
    await user.keyboard('{F9}');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cobrar $ 880.00' })).toBeNull());

    // Esc, wherever the focus is, clears what was ticked and keeps the person.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByLabelText('Cobrar Mensualidad Natación marzo 2026')).not.toBeChecked());
    expect(screen.getByText('Marque los cargos a cobrar')).toBeInTheDocument();
    expect(screen.getByText('Cargos pendientes')).toBeInTheDocument();

    // F2 goes back to the search for another person.
    await user.keyboard('{F2}');
    expect(await screen.findByLabelText('Buscar alumno o externo')).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText('Buscar alumno o externo')).toHaveFocus());
    expect(screen.queryByText('Cargos pendientes')).toBeNull();
  });

  it('does not ask the server to price the charges it has just been paid', async () => {
    jest.spyOn(academyApi, 'pay').mockResolvedValue(receipt);
    const user = userEvent.setup();
    const dialog = await openPaymentOfValeriaTuition(user);
    const quotesBefore = quote.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cobro' }));
    await screen.findByRole('dialog', { name: 'Recibo de pago' });
    await waitFor(() => expect(charges.mock.calls.length).toBeGreaterThan(1));
    expect(quote.mock.calls.length).toBe(quotesBefore);
  });

  it('offers to charge only to whom the route grants crear', async () => {
    const user = userEvent.setup();
    sessionStore.set(menuAtom, [aMenuItem(29, '/academias/pagos', ['ver'])]);
    await renderScreen(<CounterPage />);
    await user.type(screen.getByLabelText('Buscar alumno o externo'), 'Vale');
    await user.click(await screen.findByRole('button', { name: /Valeria Martínez Rivera/ }));
    await user.click(await screen.findByLabelText('Cobrar Mensualidad Natación marzo 2026'));
    expect(await screen.findByRole('button', { name: 'Cobrar $ 880.00 (F9)' })).toBeDisabled();
    await user.keyboard('{F9}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the person owes nothing', async () => {
    const user = userEvent.setup();
    await renderCounter();
    await user.type(screen.getByLabelText('Buscar alumno o externo'), 'Die');
    const diegoOption = await screen.findByRole('button', { name: /Diego Salas \(externo\)/ });
    expect(diegoOption).toHaveTextContent(/1 pendiente$/);
    await user.click(diegoOption);
    expect(await screen.findByText('Sin cargos pendientes')).toBeInTheDocument();
    expect(charges).toHaveBeenCalledWith({ externalId: 9 }, 'pending');
    expect(screen.getByText('Externo')).toBeInTheDocument();
  });
});

describe('CounterPage concessions', () => {
  it('offers no waiver or discount without the condonar action', async () => {
    const user = userEvent.setup();
    await renderCounter();
    await chooseValeriaTuition(user);
    expect(screen.queryByRole('button', { name: 'Condonar o descontar…' })).toBeNull();
  });

  it('shows this branch office’s concessions of the period to a role with condonar, before a person is chosen', async () => {
    sessionStore.set(menuAtom, [aMenuItem(29, '/academias/pagos', ['crear', 'condonar'])]);
    jest.spyOn(academyApi, 'concessions').mockResolvedValue({
      rows: [
        {
          id: 3, kind: 'descuento', name: 'Descuento concedido en caja', amount: '80.00', reason: 'Apoyo por contingencia', paymentId: 41, serie: 'A1', folio: 15,
          paymentStatus: 'paid', chargeId: 11, studentId: 3, externalId: null, userName: 'Administrador Mikro', createdAt: '2026-03-20T18:00:00.000Z',
        },
      ],
      waived: '0.00',
      discounted: '80.00',
    });
    await renderCounter();
    const table = await screen.findByRole('table', { name: 'Condonaciones y descuentos del periodo' });
    expect(await within(table).findByText('Apoyo por contingencia')).toBeInTheDocument();
    expect(screen.getByTestId('concession-totals')).toHaveTextContent('Descuentos concedidos $ 80.00');
  });

  it('sends a waiver with its reason for a role with condonar, and drops it when removed', async () => {
    sessionStore.set(menuAtom, [aMenuItem(29, '/academias/pagos', ['crear', 'condonar'])]);
    jest.spyOn(academyApi, 'concessions').mockResolvedValue({ rows: [], waived: '0.00', discounted: '0.00' });
    const user = userEvent.setup();
    await renderCounter();
    await chooseValeriaTuition(user);
    await user.click(screen.getByRole('button', { name: 'Condonar o descontar…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Condonar o descontar: Mensualidad Natación · marzo 2026' });
    await user.type(within(dialog).getByLabelText(/Motivo/), 'Acuerdo con dirección');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() =>
      expect(quote).toHaveBeenLastCalledWith([{ chargeId: 11, manualChargeIds: [], raiseByTaxFactor: false, concession: { waiveSurcharges: true, reason: 'Acuerdo con dirección' } }]),
    );
    await user.click(screen.getByRole('button', { name: 'Quitar condonación de Mensualidad Natación marzo 2026' }));
    await waitFor(() => expect(quote).toHaveBeenLastCalledWith([{ chargeId: 11, manualChargeIds: [], raiseByTaxFactor: false }]));
  });
});
