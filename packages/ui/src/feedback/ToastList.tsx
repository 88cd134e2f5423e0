import { Portal } from '@chakra-ui/react/portal';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Toaster as ChakraToaster, Toast } from '@chakra-ui/react/toast';
import { animate, useReducedMotion } from 'framer-motion';
import { useEffect, useRef, type RefObject } from 'react';
import { TOAST_REMOVE_DELAY_MS, toaster } from './toaster';

/**
 * A closing toast fades and slides towards the screen's edge for the whole removal delay (1 s), the time
 * Chakra keeps a dismissed toast on screen; with "reduce motion" it only fades.
 */
export function toastClosingMotion(reduceMotion: boolean) {
  // Explicit starting values: Chakra zeroes the toast's opacity variable the moment it closes.
  return {
    keyframes: reduceMotion ? { opacity: [1, 0] } : { opacity: [1, 0], x: [0, 32] },
    transition: { duration: TOAST_REMOVE_DELAY_MS / 1000, ease: 'easeOut' as const },
  };
}

/**
 * Runs the closing motion on the toast's root when Chakra marks it closed (data-state="closed": by its
 * timer, by the close button or programmatically). Chakra's root renders its own element, so the motion is
 * started with framer-motion's `animate` on it rather than through an `m` component.
 */
function useClosingMotion(root: RefObject<HTMLDivElement | null>) {
  const reduceMotion = useReducedMotion() ?? false;
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let running: { stop: () => void } | undefined;
    const follow = () => {
      if (element.dataset.state !== 'closed' || running) return;
      const { keyframes, transition } = toastClosingMotion(reduceMotion);
      running = animate(element, keyframes, transition);
    };
    const observer = new MutationObserver(follow);
    observer.observe(element, { attributes: true, attributeFilter: ['data-state'] });
    follow();
    return () => {
      observer.disconnect();
      running?.stop();
    };
  }, [root, reduceMotion]);
}

type ToastOptions = Parameters<Parameters<typeof ChakraToaster>[0]['children']>[0];

function ToastItem({ toast }: { toast: ToastOptions }) {
  const root = useRef<HTMLDivElement>(null);
  useClosingMotion(root);
  return (
    // Chakra's own closing fade (0.2 s) gives way to the motion above.
    <Toast.Root ref={root} width={{ md: 'sm' }} _closed={{ transition: 'translate 400ms, scale 400ms, height 400ms' }}>
      {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
      <Stack gap="1" flex="1" maxWidth="100%">
        {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
        {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
      </Stack>
      {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
      {toast.closable ? <Toast.CloseTrigger /> : null}
    </Toast.Root>
  );
}

/** The toasts themselves (lazy: see Toaster in ./toaster). */
export default function ToastList() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => <ToastItem toast={toast} />}
      </ChakraToaster>
    </Portal>
  );
}
