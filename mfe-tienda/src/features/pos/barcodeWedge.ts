// A barcode scanner in keyboard-wedge mode "types" the code in a fast burst of keystrokes and presses
// Enter. People type far slower, so the gap between keys tells a scan from typing.

export const MAX_KEY_GAP_MS = 50;
export const MIN_BARCODE_LENGTH = 4;

export interface WedgeDetector {
  /** Feeds one keystroke; answers the scanned code when this key (Enter) ends a scan, else null. */
  press(key: string, at: number): string | null;
  reset(): void;
}

export function createWedgeDetector(maxGap = MAX_KEY_GAP_MS, minLength = MIN_BARCODE_LENGTH): WedgeDetector {
  let buffer = '';
  let last = -Infinity;
  return {
    press(key, at) {
      const fast = at - last <= maxGap;
      last = at;
      if (key === 'Enter') {
        const code = fast && buffer.length >= minLength ? buffer : null;
        buffer = '';
        return code;
      }
      if (key.length !== 1) return null;
      buffer = fast ? buffer + key : key;
      return null;
    },
    reset() {
      buffer = '';
      last = -Infinity;
    },
  };
}
