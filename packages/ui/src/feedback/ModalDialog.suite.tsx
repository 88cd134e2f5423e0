import { render, screen, waitFor } from '@testing-library/react';
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
});
