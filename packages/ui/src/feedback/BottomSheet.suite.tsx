import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
import { UiTestProvider } from '../test/UiTestProvider';
import { BottomSheet } from './BottomSheet';

function renderSheet(onClose: () => void) {
  return render(
    <UiTestProvider>
      <BottomSheet open onClose={onClose} title="Cambio de ciclo" items={[{ id: 1, name: '2025-2026' }]} currentId={1} onSelect={() => undefined} />
    </UiTestProvider>,
  );
}

/** Presses the sheet's handle and moves the pointer down by `distance` pixels, then releases it. */
async function pullHandle(distance: number) {
  const handle = document.querySelector('[data-sheet-handle]');
  if (!handle) throw new Error('the sheet has no handle');
  const at = (y: number) => ({ pointerId: 1, isPrimary: true, button: 0, buttons: 1, pointerType: 'touch', clientX: 100, clientY: y, pageX: 100, pageY: y });
  fireEvent.pointerDown(handle, at(300));
  for (let step = 1; step <= 5; step += 1) {
    await act(async () => {
      fireEvent.pointerMove(window, at(300 + (distance * step) / 5));
      await new Promise((done) => setTimeout(done, 20));
    });
  }
  await act(async () => {
    fireEvent.pointerUp(window, at(300 + distance));
    await new Promise((done) => setTimeout(done, 50));
  });
}

describe('BottomSheet swipe', () => {
  it('shows a handle to pull it down by', async () => {
    renderSheet(jest.fn());
    await screen.findByRole('listbox', { name: 'Cambio de ciclo' });
    expect(document.querySelector('[data-sheet-handle]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('closes when its handle is pulled down far enough, and not for a short pull', async () => {
    const onClose = jest.fn();
    renderSheet(onClose);
    await screen.findByRole('listbox', { name: 'Cambio de ciclo' });
    // framer-motion's drag arrives with its lazily loaded features.
    await act(async () => {
      await new Promise((done) => setTimeout(done, 50));
    });
    await pullHandle(40);
    expect(onClose).not.toHaveBeenCalled();
    await pullHandle(200);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
