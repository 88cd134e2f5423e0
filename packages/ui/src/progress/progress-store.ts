/** The top progress bar creeps towards 90% over 5000 ms and shows only for work longer than 200 ms. */
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_THROTTLE_MS = 200;
/** How long the full (or failed) bar stays before it hides. */
export const PROGRESS_HIDE_DELAY_MS = 400;

export type ProgressPhase = 'hidden' | 'loading' | 'done' | 'failed';

export interface ProgressState {
  phase: ProgressPhase;
  /** Requests under way; the bar ends only when the last one does. */
  pending: number;
}

export interface ProgressStore {
  start(): void;
  done(): void;
  fail(): void;
  getState(): ProgressState;
  subscribe(listener: () => void): () => void;
}

export function createProgressStore(): ProgressStore {
  let state: ProgressState = { phase: 'hidden', pending: 0 };
  let failedSinceStart = false;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  function set(next: Partial<ProgressState>): void {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  function clearTimers(): void {
    clearTimeout(showTimer);
    clearTimeout(hideTimer);
    showTimer = undefined;
    hideTimer = undefined;
  }

  function finish(failed: boolean): void {
    if (state.pending === 0) return;
    failedSinceStart ||= failed;
    const pending = state.pending - 1;
    if (pending > 0) {
      set({ pending });
      return;
    }
    const wasShown = state.phase === 'loading';
    clearTimers();
    // Quick successful work never shows the bar; a failure is always shown, however quick.
    if (!wasShown && !failedSinceStart) {
      set({ pending: 0, phase: 'hidden' });
      return;
    }
    set({ pending: 0, phase: failedSinceStart ? 'failed' : 'done' });
    hideTimer = setTimeout(() => set({ phase: 'hidden' }), PROGRESS_HIDE_DELAY_MS);
  }

  return {
    start() {
      if (state.pending === 0) {
        clearTimers();
        failedSinceStart = false;
        if (state.phase !== 'hidden') set({ phase: 'hidden' });
        showTimer = setTimeout(() => {
          showTimer = undefined;
          set({ phase: 'loading' });
        }, PROGRESS_THROTTLE_MS);
      }
      set({ pending: state.pending + 1 });
    },
    done() {
      finish(false);
    },
    fail() {
      finish(true);
    },
    getState() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The application's loading bar; call start/done (or fail) around requests, e.g. from axios interceptors. */
export const progress: ProgressStore = createProgressStore();
