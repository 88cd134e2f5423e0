import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { UiTestProvider } from '../test/UiTestProvider';
import { toaster } from '../feedback/toaster';
import { ReceiptPdfButton } from './ReceiptPdfButton';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ReceiptPdfButton', () => {
  it('downloads once per click and is busy meanwhile', async () => {
    let finish = () => {};
    const download = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <UiTestProvider>
        <ReceiptPdfButton download={download} />
      </UiTestProvider>,
    );
    const button = screen.getByRole('button', { name: 'Descargar PDF' });
    await userEvent.setup().click(button);
    expect(download).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeEnabled());
  });

  it("tells the server's reason when the download fails", async () => {
    const create = jest.spyOn(toaster, 'create');
    render(
      <UiTestProvider>
        <ReceiptPdfButton download={() => Promise.reject(new Error('Pago no encontrado'))} />
      </UiTestProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', description: 'Pago no encontrado' })));
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeEnabled();
  });
});
