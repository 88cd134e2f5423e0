// @test-environment jsdom
import '@mikro/ui/test-setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError, bulkUpdateApi } from '@mikro/api-client';
import type { BulkUpdateChange, BulkUpdatePreview } from '@mikro/contracts';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { BulkUpdatePage } from './BulkUpdatePage';

afterEach(() => {
  jest.restoreAllMocks();
});

const PERCENTAGE_INVALID = 'Indique un porcentaje mayor a -100 con hasta 2 decimales';
const pencil: BulkUpdateChange = { id: 3, code: 'PAP-002', name: 'Lápiz del número 2', oldPrice: '6.90', newPrice: '7.59', oldPriceWithIva: '8.00', newPriceWithIva: '8.80' };

describe('BulkUpdatePage: the percentage', () => {
  it.each([['text', 'abc'], ['a cut of 100 % or more', '-100'], ['a third decimal', '5.125']])('refuses %s under its input and asks for no preview', async (_case, typed) => {
    const preview = jest.spyOn(bulkUpdateApi, 'previewPercentage');
    const user = userEvent.setup();
    await renderScreen(<BulkUpdatePage />);
    await user.type(screen.getByLabelText('Porcentaje'), typed);
    await user.click(screen.getByRole('button', { name: 'Vista previa' }));
    expect(screen.getByLabelText('Porcentaje')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(PERCENTAGE_INVALID)).toBeInTheDocument();
    expect(preview).not.toHaveBeenCalled();
    // Typing again clears the message.
    await user.type(screen.getByLabelText('Porcentaje'), '1');
    expect(screen.queryByText(PERCENTAGE_INVALID)).not.toBeInTheDocument();
  });

  it('puts the API refusal of the percentage under its input, not in an alert over the page', async () => {
    jest
      .spyOn(bulkUpdateApi, 'previewPercentage')
      .mockRejectedValue(new ApiError({ message: 'Los datos enviados no son válidos', statusCode: 400, fields: [{ field: 'percentage', message: 'El porcentaje no aplica' }] }));
    const user = userEvent.setup();
    await renderScreen(<BulkUpdatePage />);
    await user.type(screen.getByLabelText('Porcentaje'), '10');
    await user.click(screen.getByRole('button', { name: 'Vista previa' }));
    await waitFor(() => expect(screen.getByLabelText('Porcentaje')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('El porcentaje no aplica')).toBeInTheDocument();
    expect(screen.queryByText('Los datos enviados no son válidos')).not.toBeInTheDocument();
  });

  it('counts one change and one error in the singular', async () => {
    const preview: BulkUpdatePreview = { target: 'products', changes: [pencil], errors: [{ row: 3, field: 'code', message: 'No existe un producto con ese código en esta sucursal' }] };
    jest.spyOn(bulkUpdateApi, 'previewPercentage').mockResolvedValue(preview);
    const user = userEvent.setup();
    await renderScreen(<BulkUpdatePage />);
    await user.type(screen.getByLabelText('Porcentaje'), '10');
    await user.click(screen.getByRole('button', { name: 'Vista previa' }));
    expect(await screen.findByText('1 cambio')).toBeInTheDocument();
    expect(screen.getByText('1 error')).toBeInTheDocument();
  });
});
