import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cashRegisterApi } from '@mikro/api-client';
import type { CashReport } from '@mikro/contracts';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { CashReportDialog } from './CashReportDialog';

const report: CashReport = {
  kind: 'X',
  cashRegister: { id: 7, branchOfficeId: 1, cashier: { id: 3, name: 'Carmen' }, status: 'abierta', openingAmount: '500.00', openAt: '2026-11-28T14:00:00.000Z', closedAt: null, notes: '', closing: null },
  generatedAt: '2026-11-28T20:00:00.000Z',
  salesCount: 4,
  offlineSalesCount: 0,
  salesTotal: '820.00',
  collectedTotal: '820.00',
  refundsTotal: '0.00',
  cashIn: '0.00',
  cashOut: '0.00',
  methods: [
    { methodId: 1, methodName: 'Efectivo', expected: '1120.00', counted: null, difference: null },
    { methodId: 4, methodName: 'Tarjeta de crédito', expected: '200.00', counted: null, difference: null },
  ],
  expectedTotal: '1320.00',
};

afterEach(() => {
  jest.restoreAllMocks();
});

async function openClose(blindClose: boolean) {
  jest.spyOn(cashRegisterApi, 'report').mockResolvedValue(report);
  jest.spyOn(cashRegisterApi, 'settings').mockResolvedValue({ blindClose });
  await renderScreen(<CashReportDialog registerId={7} mode="close" onClose={() => {}} />);
  return screen.findByRole('textbox', { name: /Contado · Efectivo/ });
}

describe('CashReportDialog closing the register', () => {
  it('updates the summary while the cashier types: the count and its difference per method', async () => {
    const user = userEvent.setup();
    const cash = await openClose(false);
    const summary = screen.getByRole('table', { name: 'Resumen por forma de pago' });
    const cashRow = () => within(summary).getByRole('row', { name: /Efectivo/ });
    expect(cashRow()).toHaveTextContent('—');
    await user.type(cash, '1100');
    expect(cashRow()).toHaveTextContent('$ 1,100.00');
    expect(cashRow()).toHaveTextContent('-$ 20.00');
    expect(screen.getByText('Esperado $ 1,120.00')).toBeInTheDocument();
  });

  it('in a blind close asks for every count first and shows what was expected and the differences only after', async () => {
    const user = userEvent.setup();
    const cash = await openClose(true);
    expect(screen.queryByText(/Esperado/)).not.toBeInTheDocument();
    expect(screen.queryByText(/1,120\.00/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.type(cash, '1100');
    await user.type(screen.getByRole('textbox', { name: /Contado · Tarjeta de crédito/ }), '200');
    expect(screen.queryByText(/1,120\.00/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revisar y cerrar caja' }));
    const counted = await screen.findByRole('table', { name: 'Conteo por forma de pago' });
    expect(within(counted).getByRole('columnheader', { name: 'Esperado' })).toBeInTheDocument();
    expect(within(counted).getByRole('row', { name: /Efectivo/ })).toHaveTextContent('$ 1,120.00');
    expect(screen.getByText(/Efectivo: faltan \$ 20\.00/)).toBeInTheDocument();
  });
});
