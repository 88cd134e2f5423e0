import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { UiTestProvider } from '../test/UiTestProvider';
import { ModalDialog } from './ModalDialog';

function renderDialog(onClose = jest.fn<() => void>()) {
  render(
    <UiTestProvider>
      <button type="button">Fuera</button>
      <ModalDialog
        title="Cobrar"
        onClose={onClose}
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
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Cobrar' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(document.body.style.pointerEvents).toBe('none'));
    expect(pageStyles().scrollLock).toBe(true);
  });
});
