import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import type { ReceiverSuggestion } from '@mikro/contracts';
import { UiTestProvider } from '../test/UiTestProvider';
import { InvoiceCustomerDialog } from './InvoiceCustomerDialog';
import type { ReceiverValues } from './ReceiverFields';

const family: ReceiverSuggestion = { source: 'familia', owner: 'Familia Peña Ávila', rfc: 'GODE561231GR8', name: 'DANIEL GÓMEZ NÚÑEZ', regime: '612', zip: '64000', cfdiUse: 'D10', email: '' };
const book: ReceiverSuggestion = { source: 'libreta', owner: 'MARTA ÁVILA', rfc: 'AVMA820202CD2', name: 'MARTA ÁVILA', regime: '605', zip: '64200', cfdiUse: 'S01', email: 'marta@example.mx' };

describe('the invoice form with the fiscal data on file', () => {
  it("offers the payment's family first, finds earlier receptors by what is typed, and fills the fields with the one picked", async () => {
    const find = jest.fn(async (text: string) => (text === '' ? [family] : text.startsWith('marta') ? [book] : []));
    const issued: ReceiverValues[] = [];
    render(
      <UiTestProvider>
        <InvoiceCustomerDialog open onClose={() => undefined} findReceivers={find} onSubmit={async (values) => void issued.push(values)} />
      </UiTestProvider>,
    );
    const offered = await screen.findByRole('list', { name: 'Datos fiscales guardados' });
    expect(offered).toHaveTextContent('GODE561231GR8 · DANIEL GÓMEZ NÚÑEZ');
    expect(offered).toHaveTextContent('Familia: Familia Peña Ávila · Régimen 612 · C.P. 64000 · Uso D10');

    await userEvent.type(screen.getByLabelText('Buscar datos fiscales por RFC o nombre'), 'marta');
    await waitFor(() => expect(screen.getByRole('list', { name: 'Datos fiscales guardados' })).toHaveTextContent('Facturado antes · Régimen 605'));
    await userEvent.click(within(screen.getByRole('list', { name: 'Datos fiscales guardados' })).getByRole('button'));
    expect(screen.getByLabelText(/RFC/, { selector: 'input[name="rfc"]' })).toHaveValue('AVMA820202CD2');
    expect(screen.getByLabelText(/Código postal/)).toHaveValue('64200');
    await userEvent.click(screen.getByRole('button', { name: 'Timbrar factura' }));
    await waitFor(() => expect(issued).toEqual([{ rfc: 'AVMA820202CD2', name: 'MARTA ÁVILA', regime: '605', cfdiUse: 'S01', zip: '64200' }]));

    await userEvent.clear(screen.getByLabelText('Buscar datos fiscales por RFC o nombre'));
    await userEvent.type(screen.getByLabelText('Buscar datos fiscales por RFC o nombre'), 'zz');
    expect(await screen.findByText('Sin datos guardados que coincidan.')).toBeInTheDocument();
  });

  it('is typed by hand when nothing is on file or the lookup is refused', async () => {
    render(
      <UiTestProvider>
        <InvoiceCustomerDialog open onClose={() => undefined} findReceivers={async () => Promise.reject(new Error('403'))} onSubmit={async () => undefined} />
      </UiTestProvider>,
    );
    expect(await screen.findByLabelText('Buscar datos fiscales por RFC o nombre')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Datos fiscales guardados' })).toBeNull();
  });
});
