import { createToaster } from '@chakra-ui/react/toast';
import { lazy, Suspense, useEffect, useId, useSyncExternalStore } from 'react';

/** The toast texts the product shows after a create, update, delete or failure, word for word. */
export const TOAST_TEXTS = {
  created: 'El registro se ha creado correctamente',
  updated: 'El registro se ha actualizado correctamente',
  deleted: 'El registro se ha eliminado correctamente',
  restored: 'El registro se ha restaurado correctamente',
  saveError: 'Ha ocurrido un error mientras guardaba',
  greeting: '¡Hola!',
} as const;

/** Every toast (error or not) stays 3 s and closes with a 1 s animation (ToastList). */
export const TOAST_DURATION_MS = 3000;
export const ERROR_TOAST_DURATION_MS = 3000;
export const TOAST_REMOVE_DELAY_MS = 1000;

/** The one toaster of the application; @mikro/ui is a shared singleton, so every React root sees this store. */
export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  removeDelay: TOAST_REMOVE_DELAY_MS,
  pauseOnPageIdle: true,
});

type ToastKind = 'info' | 'success' | 'warning' | 'error';

function show(type: ToastKind, description: string = TOAST_TEXTS.greeting): string {
  return toaster.create({
    type,
    description,
    closable: true,
    duration: type === 'error' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS,
  });
}

export const notify = {
  created: () => show('info', TOAST_TEXTS.created),
  updated: () => show('info', TOAST_TEXTS.updated),
  deleted: () => show('info', TOAST_TEXTS.deleted),
  restored: () => show('info', TOAST_TEXTS.restored),
  /** The server's reason when there is one (e.g. why a record cannot be deleted), the generic save error otherwise. */
  saveError: (reason?: string) => show('warning', reason || TOAST_TEXTS.saveError),
  success: (text?: string) => show('success', text),
  error: (text?: string) => show('error', text),
  info: (text?: string) => show('info', text),
  warning: (text?: string) => show('warning', text),
};

// Every React root mounts a <Toaster/> through UiProvider, but toasts must appear once:
// the first mounted instance renders, the others stay empty until it unmounts.
const mountedToasters: string[] = [];
const ownerListeners = new Set<() => void>();

function subscribeOwner(listener: () => void): () => void {
  ownerListeners.add(listener);
  return () => ownerListeners.delete(listener);
}

function notifyOwnerChange(): void {
  for (const listener of ownerListeners) listener();
}

function currentOwner(): string | undefined {
  return mountedToasters[0];
}

function useIsToasterOwner(id: string): boolean {
  useEffect(() => {
    mountedToasters.push(id);
    notifyOwnerChange();
    return () => {
      const index = mountedToasters.indexOf(id);
      if (index >= 0) mountedToasters.splice(index, 1);
      notifyOwnerChange();
    };
  }, [id]);
  return useSyncExternalStore(subscribeOwner, currentOwner, currentOwner) === id;
}

// The toasts' view (Chakra's toaster, its timers and the closing animation) is downloaded with the first
// toast: most pages, the login page among them, never show one. Toasts created before it arrives are shown
// as soon as it mounts (it reads the store's current toasts).
const ToastList = lazy(() => import('./ToastList'));

let toastCreated = false;
const createdListeners = new Set<() => void>();
toaster.subscribe(() => {
  if (toastCreated) return;
  toastCreated = true;
  for (const listener of createdListeners) listener();
});

function subscribeCreated(listener: () => void): () => void {
  createdListeners.add(listener);
  return () => createdListeners.delete(listener);
}

const anyToastCreated = () => toastCreated;

export function Toaster() {
  const id = useId();
  const isOwner = useIsToasterOwner(id);
  const needed = useSyncExternalStore(subscribeCreated, anyToastCreated, anyToastCreated);
  if (!isOwner || !needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
