// The file being imported, kept while the user moves between the import screens (choose → upload →
// preview → import → result). Lives in memory only: reloading the page starts over.
import { useSyncExternalStore } from 'react';
import type { SheetContent } from '@mikro/ui';

export type ImportKindName = 'inscripciones' | 'bajas';

export interface ImportDraft {
  kind: ImportKindName;
  file: File;
  cycleId: number;
  cycleName: string;
  inscriptionDate?: string;
  sheet: SheetContent;
  /** Set once the file was sent. */
  jobId?: number;
}

let current: ImportDraft | null = null;
const listeners = new Set<() => void>();

export function setDraft(draft: ImportDraft | null) {
  current = draft;
  for (const listener of listeners) listener();
}

export function useDraft(): ImportDraft | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
