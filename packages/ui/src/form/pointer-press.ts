// Whether a mouse button (or a pen, or a finger) is held down on the page right now.
//
// A click is a press and a release on the same element. Pressing a button moves the focus, so the field
// that had it blurs; if that blur reveals an error text, the text pushes the button down and the release
// lands beside it: the click is lost. Forms read this store to hold back an error that would appear during
// a press until the press ends. One set of listeners serves every field of the page.
import { useSyncExternalStore } from 'react';

let pressed = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (pressed === next) return;
  pressed = next;
  for (const listener of listeners) listener();
}

const press = () => set(true);
// The click that completes the press is dispatched right after the release, in the same task: the
// held-back errors appear only after it, so the layout cannot change between the release and the click.
const release = () => setTimeout(() => set(false), 0);

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('pointerdown', press, true);
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    // A press that ends outside the window may never report its release there.
    window.addEventListener('blur', release);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('pointerdown', press, true);
    window.removeEventListener('pointerup', release, true);
    window.removeEventListener('pointercancel', release, true);
    window.removeEventListener('blur', release);
    pressed = false;
  };
}

const snapshot = () => pressed;
const serverSnapshot = () => false;

/** True while a pointer is pressed anywhere on the page. */
export function usePointerPressed(): boolean {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
