import { useState } from 'react';
import { useCounterKeys } from '@mikro/ui';
import { createWedgeDetector } from './barcodeWedge';

export interface PosShortcuts {
  F2: () => void;
  F4: () => void;
  F9: () => void;
  Escape: () => void;
}

/**
 * Point-of-sale keys (F2 search, F4 quantity, F9 pay, Esc cancel) and the barcode scanner (keyboard wedge). A scan
 * ending in the product search hands over the search's text too: the field holds every key of the burst even when a
 * busy page split it, so the detector kept only its end.
 */
export function usePosKeyboard(shortcuts: PosShortcuts, onScan: (code: string, typed: string) => void, enabled: boolean) {
  const [wedge] = useState(createWedgeDetector);
  useCounterKeys(shortcuts, {
    enabled,
    onOtherKey: (event) => {
      const target = event.target as HTMLElement | null;
      // Typing in a form field other than the product search is never a scan.
      if (target && target.matches('input, textarea, select') && !target.hasAttribute('data-barcode-target')) {
        wedge.reset();
        return;
      }
      const code = wedge.press(event.key, event.timeStamp);
      if (code) {
        event.preventDefault();
        event.stopPropagation();
        onScan(code, target instanceof HTMLInputElement ? target.value.trim() : '');
      }
    },
  });
}
