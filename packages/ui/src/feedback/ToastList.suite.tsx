import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { UiTestProvider } from '../test/UiTestProvider';
import { TOAST_REMOVE_DELAY_MS, Toaster, notify, toaster } from './toaster';
import { toastClosingMotion } from './ToastList';

describe('toast closing motion', () => {
  afterEach(() => {
    act(() => toaster.remove());
  });

  it('lasts the removal delay, one second, and only fades when motion is reduced', () => {
    expect(TOAST_REMOVE_DELAY_MS).toBe(1000);
    expect(toastClosingMotion(false)).toEqual({ keyframes: { opacity: [1, 0], x: [0, 32] }, transition: { duration: 1, ease: 'easeOut' } });
    expect(toastClosingMotion(true).keyframes).toEqual({ opacity: [1, 0] });
  });

  it('fades a dismissed toast out while it stays on screen, then removes it', async () => {
    await act(async () => {
      render(
        <UiTestProvider>
          <Toaster />
        </UiTestProvider>,
      );
    });
    let id = '';
    await act(async () => {
      id = notify.updated();
    });
    const text = await screen.findByText('El registro se ha actualizado correctamente');
    const root = text.closest<HTMLElement>('[data-state]');
    if (!root) throw new Error('the toast has no root');
    expect(root.style.opacity).toBe('');

    act(() => toaster.dismiss(id));
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'closed'));
    // Half-way through the second the toast is still there, partly faded.
    await waitFor(() => {
      const opacity = Number(root.style.opacity);
      expect(opacity).toBeGreaterThan(0);
      expect(opacity).toBeLessThan(1);
    });
    expect(screen.getByText('El registro se ha actualizado correctamente')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('El registro se ha actualizado correctamente')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  });
});
