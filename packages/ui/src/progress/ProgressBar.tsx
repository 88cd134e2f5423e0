import { Box } from '@chakra-ui/react/box';
import { useSyncExternalStore } from 'react';
import { PROGRESS_DURATION_MS, progress, type ProgressPhase, type ProgressStore } from './progress-store';

const WIDTH_BY_PHASE: Record<ProgressPhase, string> = {
  hidden: '0%',
  loading: '90%',
  done: '100%',
  failed: '100%',
};

export interface ProgressBarProps {
  /** Defaults to the application's `progress` store. */
  store?: ProgressStore;
}

/** A thin bar at the very top of the page for work under way; red when the work failed. */
export function ProgressBar({ store = progress }: ProgressBarProps) {
  const { phase } = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const visible = phase !== 'hidden';
  return (
    <Box
      role="progressbar"
      aria-label="Cargando"
      aria-hidden={!visible}
      aria-busy={phase === 'loading'}
      data-phase={phase}
      position="fixed"
      top="0"
      left="0"
      height="3px"
      zIndex="toast"
      pointerEvents="none"
      bg={phase === 'failed' ? 'red.solid' : 'brand.solid'}
      width={WIDTH_BY_PHASE[phase]}
      opacity={visible ? 1 : 0}
      transition={
        phase === 'loading'
          ? `width ${PROGRESS_DURATION_MS}ms cubic-bezier(0.1, 0.6, 0.3, 1)`
          : phase === 'hidden'
            ? 'opacity 200ms ease, width 0s linear 200ms'
            : 'width 200ms ease'
      }
    />
  );
}
