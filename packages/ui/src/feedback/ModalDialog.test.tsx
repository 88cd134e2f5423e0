import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { UiTestProvider } from '../test/UiTestProvider';
import { ModalDialog } from './ModalDialog';

function renderDialog(keepPageStyles: boolean, onClose = jest.fn<() => void>()) {
  render(
    <UiTestProvider>
      <button type="button">Fuera</button>
      <ModalDialog
        title="Cobrar"
        onClose={onClose}
        keepPageStyles={keepPageStyles}
        initialFocusEl={() => document.getElementById('monto')}
        footer={
          <>
            <button type="button">Cancelar</button>
            <button type="button">Confirmar cobro</button>
          </>
        }
      >
        <input id="monto" aria-label="Monto" />
      </ModalDialog>
    </UiTestProvider>,
  );
  return onClose;
}

// What a modal dialog writes on the page itself as it opens: the scroll lock and the pointer block.
const pageStyles = () => ({
  html: document.documentElement.style.getPropertyValue('--scrollbar-width'),
  scrollLock: document.body.hasAttribute('data-scroll-lock'),
  pointer: document.body.style.pointerEvents,
});

describe('ModalDialog', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style');
    document.body.removeAttribute('style');
  });

  it('locks the page behind it by default (scroll and pointer)', async () => {
    renderDialog(false);
    const dialog = await screen.findByRole('dialog', { name: 'Cobrar' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(document.body.style.pointerEvents).toBe('none'));
    expect(pageStyles().scrollLock).toBe(true);
  });

  it('with keepPageStyles leaves <html> and <body> alone and is still a modal dialog', async () => {
    renderDialog(true);
    const dialog = await screen.findByRole('dialog', { name: 'Cobrar' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The focus trap still takes the focus into the dialog (jsdom has no layout, so it cannot tell which field
    // is focusable and settles on the dialog itself; the counter's e2e checks the field in a browser).
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(pageStyles()).toEqual({ html: '', scrollLock: false, pointer: '' });
  });

  it('with keepPageStyles closes with Esc', async () => {
    const onClose = renderDialog(true);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Cobrar' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  describe('keepMounted', () => {
    function KeptDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
      return (
        <UiTestProvider>
          <button type="button">Fuera</button>
          <ModalDialog title="Cobrar" open={open} onClose={onClose} keepPageStyles keepMounted initialFocusEl={() => document.getElementById('monto')}>
            <input id="monto" aria-label="Monto" />
          </ModalDialog>
        </UiTestProvider>
      );
    }

    it('hides the same tree when closed and shows it again, focusing the initial element as it shows', async () => {
      const onClose = jest.fn<() => void>();
      const { rerender } = render(<KeptDialog open onClose={onClose} />);
      const first = await screen.findByRole('dialog', { name: 'Cobrar' });
      const field = screen.getByLabelText('Monto');

      rerender(<KeptDialog open={false} onClose={onClose} />);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // Still in the document, hidden: nothing is built again on the next opening.
      expect(first).toBeInTheDocument();
      expect(first.closest('[hidden]')).not.toBeNull();

      screen.getByRole('button', { name: 'Fuera' }).focus();
      await act(async () => rerender(<KeptDialog open onClose={onClose} />));
      // Focused in the render that shows it (the machine opens and the content shows in microtasks), before the
      // focus trap starts a frame later.
      expect(document.activeElement).toBe(field);
      expect(await screen.findByRole('dialog', { name: 'Cobrar' })).toBe(first);
      expect(first).toHaveAttribute('aria-modal', 'true');
    });

    it('closes with Esc after being shown again', async () => {
      const onClose = jest.fn<() => void>();
      const user = userEvent.setup();
      const { rerender } = render(<KeptDialog open onClose={onClose} />);
      await screen.findByRole('dialog', { name: 'Cobrar' });
      rerender(<KeptDialog open={false} onClose={onClose} />);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await act(async () => rerender(<KeptDialog open onClose={onClose} />));
      const dialog = await screen.findByRole('dialog', { name: 'Cobrar' });
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      await user.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });

  describe('outlivesDialogBelow', () => {
    // The counter's sale: the payment dialog (kept mounted) closes in the same render that opens the ticket over
    // it; the payment dialog leaves the layer stack after the ticket has joined it.
    function Sale({ charged, outlives, onTicketClose }: { charged: boolean; outlives: boolean; onTicketClose: () => void }) {
      return (
        <UiTestProvider>
          <ModalDialog title="Cobrar" open={!charged} onClose={() => {}} keepPageStyles keepMounted>
            <input aria-label="Monto" />
          </ModalDialog>
          {charged && (
            <ModalDialog title="Ticket de venta" onClose={onTicketClose} keepPageStyles closeOnInteractOutside={false} outlivesDialogBelow={outlives}>
              <p>Núm. provisional 1</p>
            </ModalDialog>
          )}
        </UiTestProvider>
      );
    }

    it.each([
      [true, 0],
      [false, 1],
    ])('with outlivesDialogBelow=%s, the ticket opened as the payment dialog closes is dismissed %i time(s)', async (outlives, dismissals) => {
      const onTicketClose = jest.fn<() => void>();
      const { rerender } = render(<Sale charged={false} outlives={outlives} onTicketClose={onTicketClose} />);
      await screen.findByRole('dialog', { name: 'Cobrar' });
      await act(async () => rerender(<Sale charged outlives={outlives} onTicketClose={onTicketClose} />));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cobrar' })).toBeNull());
      expect(onTicketClose).toHaveBeenCalledTimes(dismissals);
    });
  });
});
