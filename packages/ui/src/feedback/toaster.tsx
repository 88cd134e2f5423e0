import { Portal } from '@chakra-ui/react/portal';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Toaster as ChakraToaster, Toast, createToaster } from '@chakra-ui/react/toast';
import { useEffect, useId, useSyncExternalStore } from 'react';

/** The toast texts the product shows after a create, update, delete or failure, word for word. */
export const TOAST_TEXTS = {
  created: 'El registro se ha creado correctamente',
  updated: 'El registro se ha actualizado correctamente',
  deleted: 'El registro se ha eliminado correctamente',
  restored: 'El registro se ha restaurado correctamente',
  saveError: 'Ha ocurrido un error mientras guardaba',
  greeting: '¡Hola!',
} as const;

/** Every toast (error or not) stays 3 s and closes with a 1 s animation. */
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

export function Toaster() {
  const id = useId();
  const isOwner = useIsToasterOwner(id);
  if (!isOwner) return null;
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            {toast.closable ? <Toast.CloseTrigger /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
