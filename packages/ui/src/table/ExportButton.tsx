import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Download } from 'lucide-react';
import { notify } from '../feedback/toaster';
import { exportToExcel } from './exportToExcel';
import type { Column } from './types';

export interface ExportButtonProps<T> {
  /** File name without extension, e.g. 'Productos'. */
  fileName: string;
  columns: Column<T>[];
  /** Every row of the current search and filters (usually all pages, from the API). */
  fetchRows: () => Promise<T[]>;
}

/** 'Exportar a Excel': loads the rows of the current filter and downloads them as .xlsx. */
export function ExportButton<T>({ fileName, columns, fetchRows }: ExportButtonProps<T>) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      loadingText="Exportando…"
      onClick={async () => {
        setBusy(true);
        try {
          await exportToExcel({ fileName, columns, rows: await fetchRows() });
        } catch (error) {
          notify.error(error instanceof Error ? error.message : 'No se pudo exportar la lista');
        } finally {
          setBusy(false);
        }
      }}
    >
      <Download size={16} aria-hidden="true" />
      Exportar a Excel
    </Button>
  );
}
