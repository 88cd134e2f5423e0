import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { clientsApi, salesApi } from '@mikro/api-client';
import type { Client, Sale } from '@mikro/contracts';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { ClientStatementPage } from './ClientStatementPage';

afterEach(() => {
  jest.restoreAllMocks();
});

const rosa = { id: 9, name: 'Rosa', last_name_father: 'Treviño', last_name_mother: '', enrollment: '', rfc: '', creditLimit: '1000.00' } as Client;
const fiado = (patch: Partial<Sale>): Sale =>
  ({ id: 1, serie: 'V1', folio: 1, status: 'pendiente', saleType: 'fiado', total: '800.00', paid: '0.00', balance: '800.00', refunded: '0.00', createdAt: '2026-11-02T16:00:00.000Z', instalments: [], ...patch }) as Sale;

async function openStatement(sales: Sale[]) {
  jest.spyOn(clientsApi, 'get').mockResolvedValue(rosa);
  jest.spyOn(salesApi, 'list').mockResolvedValue({ data: sales, count: sales.length, total: sales.length, page: 1, pageCount: 1 });
  await renderScreen(
    <MemoryRouter initialEntries={['/clientes/9']}>
      <Routes>
        <Route path="/clientes/:idalum" element={<ClientStatementPage />} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { name: 'Estado de cuenta · Rosa Treviño' });
}

describe('ClientStatementPage', () => {
  it('flags a client who owes more than the credit limit, by how much', async () => {
    await openStatement([fiado({}), fiado({ id: 2, folio: 2, total: '450.50', balance: '450.50' })]);
    expect(screen.getByTestId('over-limit')).toHaveTextContent('Excede su límite de crédito: debe $ 1,250.50, su límite es $ 1,000.00 ($ 250.50 por encima).');
  });

  it('says nothing of the limit while the balance is within it', async () => {
    await openStatement([fiado({})]);
    expect(screen.getByText('Saldo $ 800.00')).toBeInTheDocument();
    expect(screen.queryByTestId('over-limit')).not.toBeInTheDocument();
  });
});
