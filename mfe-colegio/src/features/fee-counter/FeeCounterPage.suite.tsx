import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ChargeLineRequest, FeeCounterResponse, PaymentQuote, PendingSchoolCharge, QuotedChargeLine, Student } from '@mikro/contracts';
import { familiesApi, schoolApi, studentsApi } from '@mikro/api-client';
import { currentPathAtom, menuAtom, sessionStore } from '@mikro/session';
import { aMenuItem } from '@mikro/session/testing';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { FeeCounterPage } from './FeeCounterPage';

const lucia: Student = {
  id: 7, companyId: 1, familyId: null, campusId: 1, modalityId: 1, gradeId: 2, classroomId: 3, paymentPlanId: 1, enrollment: 'M2026007', name: 'Lucía',
  lastNameFather: 'Hernández', lastNameMother: 'Soto', curp: '', birthDate: null, gender: 'F', bloodType: '', address: '', photo: '', searchName: 'LUCÍA HERNÁNDEZ SOTO',
  isActive: true, deletedAt: null, createdAt: '2026-01-10T10:00:00.000Z', updatedAt: '2026-01-10T10:00:00.000Z', family: null,
};

const line = (chargeId: number, month: number): QuotedChargeLine => ({
  chargeId, studentId: 7, externalId: null, conceptName: 'Colegiatura', year: 2026, month, quantity: 1, price: '2800.00', base: '2800.00',
  adjustments: [], subtotal: '2800.00', tax: '0.00', total: '2800.00', withIva: false,
});
const charge = (id: number, month: number): PendingSchoolCharge => ({
  id, studentId: 7, inscriptionId: 4, schoolConceptId: 2, name: 'Colegiatura', satCode: '86121500', unitCode: 'E48', withIva: false, quantity: 1, price: '2800.00',
  year: 2026, month, paymentDay: 10, dueDate: `2026-0${month}-10`, status: 'pending', paymentId: null, today: line(id, month),
});

const counter: FeeCounterResponse = {
  today: '2026-03-05',
  family: null,
  students: [{ id: 7, name: 'Lucía Hernández Soto', enrollment: 'M2026007', familyId: null, grade: '3°', group: 'A', scholarships: [], charges: [charge(31, 3), charge(32, 4)] }],
  manualCharges: [],
};

function quoteOf(lines: ChargeLineRequest[]): PaymentQuote {
  const quoted = lines.map((request) => line(request.chargeId, request.chargeId === 31 ? 3 : 4));
  const total = `${2800 * quoted.length}.00`;
  return { lines: quoted, gross: total, discounts: '0.00', surcharges: '0.00', subtotal: total, tax: '0.00', total, today: '2026-03-05' };
}

beforeEach(() => {
  sessionStore.set(menuAtom, [aMenuItem(35, '/colegio/cobros', ['ver', 'crear'])]);
  sessionStore.set(currentPathAtom, '/colegio/cobros');
  jest.spyOn(studentsApi, 'listPaged').mockResolvedValue({ data: [lucia], count: 1, total: 1, page: 1, pageCount: 1 });
  jest.spyOn(familiesApi, 'listPaged').mockResolvedValue({ data: [], count: 0, total: 0, page: 1, pageCount: 0 });
  jest.spyOn(schoolApi, 'pending').mockResolvedValue(counter);
  jest.spyOn(schoolApi, 'quote').mockImplementation(async (lines) => quoteOf(lines));
  jest.spyOn(schoolApi, 'payments').mockResolvedValue({ data: [], count: 0, total: 0, page: 1, pageCount: 0 });
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.set(menuAtom, []);
  sessionStore.set(currentPathAtom, '/');
});

type User = ReturnType<typeof userEvent.setup>;

/** Finds Lucía (Enter takes the first match) and chooses her March tuition: $ 2,800.00 to charge. */
async function chooseLuciaMarch(user: User) {
  await renderScreen(<FeeCounterPage />);
  await user.type(screen.getByLabelText('Buscar alumno o familia'), 'Luc');
  await screen.findByRole('option', { name: /M2026007 · Lucía Hernández Soto/ });
  await user.keyboard('{Enter}');
  await user.click(await marchCharge());
  expect(await screen.findByRole('button', { name: 'Cobrar $ 2,800.00 (F9)' })).toBeEnabled();
}

/** Lucía's pending March tuition (a button that chooses it or takes it off). */
const marchCharge = async () => (await screen.findByText('Colegiatura · marzo 2026')).closest('button')!;

const unfocus = () => act(() => (document.activeElement as HTMLElement | null)?.blur());

describe('FeeCounterPage keys', () => {
  it('F9 opens the payment of what is chosen wherever the focus is, and does nothing while a dialog is open', async () => {
    const user = userEvent.setup();
    await chooseLuciaMarch(user);
    unfocus();
    await user.keyboard('{F9}');
    const dialog = await screen.findByRole('dialog', { name: 'Cobrar $ 2,800.00' });
    await user.keyboard('{F9}');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Esc clears the chosen charges and keeps the student; F2 goes back to the search', async () => {
    const user = userEvent.setup();
    await chooseLuciaMarch(user);
    unfocus();
    await user.keyboard('{Escape}');
    await waitFor(async () => expect(await marchCharge()).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByText('Elija los cargos a cobrar')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Lucía Hernández Soto/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Buscar alumno o familia')).toHaveFocus();

    unfocus();
    await user.keyboard('{F2}');
    expect(screen.getByLabelText('Buscar alumno o familia')).toHaveFocus();
    // With nothing chosen F9 opens nothing.
    await user.keyboard('{F9}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('F9 does not open the payment for staff whose route does not grant crear', async () => {
    sessionStore.set(menuAtom, [aMenuItem(35, '/colegio/cobros', ['ver'])]);
    const user = userEvent.setup();
    await renderScreen(<FeeCounterPage />);
    await user.type(screen.getByLabelText('Buscar alumno o familia'), 'Luc');
    await screen.findByRole('option', { name: /Lucía Hernández Soto/ });
    await user.keyboard('{Enter}');
    await user.click(await marchCharge());
    expect(await screen.findByRole('button', { name: 'Cobrar $ 2,800.00 (F9)' })).toBeDisabled();
    unfocus();
    await user.keyboard('{F9}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('FeeCounterPage concessions', () => {
  it('offers no waiver or discount to staff whose route does not grant condonar', async () => {
    const user = userEvent.setup();
    await chooseLuciaMarch(user);
    expect(screen.queryByRole('button', { name: 'Condonar o descontar…' })).toBeNull();
  });

  it('shows the period’s concessions report to a role with condonar, with what they add up to', async () => {
    sessionStore.set(menuAtom, [aMenuItem(35, '/colegio/cobros', ['ver', 'crear', 'condonar'])]);
    const concessions = jest.spyOn(schoolApi, 'concessions').mockResolvedValue({
      rows: [
        {
          id: 1, kind: 'condonacion', name: 'Recargo por pago tardío', amount: '150.00', reason: 'Acuerdo con dirección', paymentId: 41, serie: 'C1', folio: 15,
          paymentStatus: 'paid', chargeId: 31, studentId: 7, externalId: null, userName: 'Ernesto Salas', createdAt: '2026-03-05T18:00:00.000Z',
        },
      ],
      waived: '150.00',
      discounted: '0.00',
    });
    await renderScreen(<FeeCounterPage />);
    const table = await screen.findByRole('table', { name: 'Condonaciones y descuentos del periodo' });
    expect(await within(table).findByText('Recargo condonado: Recargo por pago tardío')).toBeInTheDocument();
    expect(within(table).getByText('Acuerdo con dirección')).toBeInTheDocument();
    expect(screen.getByTestId('concession-totals')).toHaveTextContent('Recargos condonados $ 150.00 · Descuentos concedidos $ 0.00');
    expect(concessions).toHaveBeenCalledWith({ from: expect.stringMatching(/^\d{4}-\d{2}-01$/), to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('lets a role with condonar waive the surcharge with a reason: the quote carries it and shows what was conceded', async () => {
    sessionStore.set(menuAtom, [aMenuItem(35, '/colegio/cobros', ['ver', 'crear', 'condonar'])]);
    jest.spyOn(schoolApi, 'concessions').mockResolvedValue({ rows: [], waived: '0.00', discounted: '0.00' });
    const quote = jest.spyOn(schoolApi, 'quote').mockImplementation(async (lines) => {
      const base = quoteOf(lines);
      return {
        ...base,
        lines: base.lines.map((quoted, index) =>
          lines[index]?.concession ? { ...quoted, conceded: [{ kind: 'condonacion' as const, name: 'Recargo por pago tardío', amount: '150.00' }] } : quoted,
        ),
      };
    });
    const user = userEvent.setup();
    await chooseLuciaMarch(user);
    await user.click(screen.getByRole('button', { name: 'Condonar o descontar…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Condonar o descontar: Colegiatura · marzo 2026' });
    await user.type(within(dialog).getByLabelText(/Motivo/), 'Acuerdo con dirección');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));

    const waiver = { waiveSurcharges: true, reason: 'Acuerdo con dirección' };
    await waitFor(() => expect(quote).toHaveBeenLastCalledWith([{ chargeId: 31, concession: waiver }]));
    const conceded = await screen.findByTestId('concession');
    expect(conceded).toHaveTextContent('Condonado: Recargo por pago tardío $ 150.00');
    expect(conceded).toHaveTextContent('Motivo: Acuerdo con dirección');

    await user.click(within(conceded).getByRole('button', { name: 'Quitar condonación o descuento' }));
    await waitFor(() => expect(quote).toHaveBeenLastCalledWith([{ chargeId: 31 }]));
  });
});
