// A barcode scanner in keyboard-wedge mode "types" the code in a fast burst of keystrokes and presses
// Enter. People type far slower, so the pace of the burst tells a scan from typing. A busy page delays
// single key events, so the average pace decides, and only a long pause starts a new burst.

export const MAX_AVERAGE_GAP_MS = 50;
export const MAX_KEY_GAP_MS = 120;
export const MIN_BARCODE_LENGTH = 4;

export interface WedgeDetector {
  /** Feeds one keystroke; answers the scanned code when this key (Enter) ends a scan, else null. */
  press(key: string, at: number): string | null;
  reset(): void;
}

export function createWedgeDetector(maxAverageGap = MAX_AVERAGE_GAP_MS, maxGap = MAX_KEY_GAP_MS, minLength = MIN_BARCODE_LENGTH): WedgeDetector {
  let buffer = '';
  let startedAt = 0;
  let last = -Infinity;
  const reset = () => {
    buffer = '';
    last = -Infinity;
  };
  return {
    press(key, at) {
      const continues = at - last <= maxGap;
      last = at;
      if (key === 'Enter') {
        const averageGap = (at - startedAt) / Math.max(buffer.length, 1);
        const code = continues && buffer.length >= minLength && averageGap <= maxAverageGap ? buffer : null;
        buffer = '';
        return code;
      }
      if (key.length !== 1) return null;
      if (continues && buffer) buffer += key;
      else {
        buffer = key;
        startedAt = at;
      }
      return null;
    },
    reset,
  };
}
