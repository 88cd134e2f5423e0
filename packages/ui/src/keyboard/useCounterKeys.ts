import { useEffect, useRef } from 'react';

/** The keys every counter answers: F2 search, F4 quantity, F9 pay, Esc clear. */
export type CounterKey = 'F2' | 'F4' | 'F9' | 'Escape';
export type CounterKeys = Partial<Record<CounterKey, () => void>>;

export interface CounterKeysOptions {
  /** Off while the screen itself cannot take keys. */
  enabled?: boolean;
  /** Every other key pressed while the counter listens (the store reads a barcode scanner's burst from them). */
  onOtherKey?: (event: KeyboardEvent) => void;
}

/** Whether a dialog (a payment, a confirmation, a select's list) is open: it keeps its own keys. */
function dialogOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * The counters' keys, window-wide so that they work wherever the focus is, and ahead of the focused field
 * (capture phase). A key with a handler is taken (its browser default, F5-like actions of F-keys included, is
 * prevented). The handlers are read when a key is pressed, so they may change on every render without the
 * listener being added again.
 */
export function useCounterKeys(keys: CounterKeys, { enabled = true, onOtherKey }: CounterKeysOptions = {}): void {
  const latest = useRef({ keys, onOtherKey });
  useEffect(() => {
    latest.current = { keys, onOtherKey };
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (dialogOpen()) return;
      // Esc in an open list (a client search showing its matches) closes that list, not the sale.
      if (event.key === 'Escape' && event.target instanceof Element && event.target.getAttribute('aria-expanded') === 'true') return;
      const handler = latest.current.keys[event.key as CounterKey];
      if (handler) {
        event.preventDefault();
        handler();
        return;
      }
      latest.current.onOtherKey?.(event);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [enabled]);
}
