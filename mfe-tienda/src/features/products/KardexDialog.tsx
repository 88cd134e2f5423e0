import { useState } from 'react';
import type { Product, StockMovement } from '@mikro/contracts';
import { toApiError } from '@mikro/api-client';
import { Badge, Button, DataTable, formatDateTime, ModalDialog, type Column } from '@mikro/ui';
import { useKardex } from './useProducts';

const TYPE_LABELS: Record<StockMovement['type'], string> = {
  venta: 'Venta',
  devolucion: 'Devolución',
  cancelacion: 'Cancelación',
  entrada: 'Entrada de almacén',
  ajuste: 'Ajuste',
};

const columns: Column<StockMovement>[] = [
  { key: 'createdAt', header: 'Fecha', render: (row) => formatDateTime(row.createdAt) },
  { key: 'type', header: 'Movimiento', render: (row) => <Badge>{TYPE_LABELS[row.type]}</Badge> },
  // The document that moved the stock: the sale's folio as printed, or the purchase order.
  { key: 'folio', header: 'Folio', render: (row) => row.folio ?? '—' },
  { key: 'quantity', header: 'Cantidad', align: 'end', render: (row) => (Number(row.quantity) > 0 ? `+${row.quantity}` : row.quantity) },
  { key: 'stockAfter', header: 'Existencia', align: 'end' },
  { key: 'reason', header: 'Motivo' },
  { key: 'user', header: 'Usuario', render: (row) => row.user.name },
];

/** The stock-movement ledger of one product. */
export function KardexDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const kardex = useKardex(product, page);
  return (
    <ModalDialog
      title={<>Kardex · {product.name}</>}
      onClose={onClose}
      size="xl"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cerrar
          </Button>
        </>
      }
    >
      <DataTable<StockMovement>
        caption={`Movimientos de existencia de ${product.name}`}
        columns={columns}
        rows={kardex.data?.data ?? []}
        total={kardex.data?.total ?? 0}
        rowKey="id"
        page={page}
        pageSize={10}
        onPageChange={setPage}
        isLoading={kardex.isLoading}
        error={kardex.error ? toApiError(kardex.error).message : null}
        onRetry={() => void kardex.refetch()}
        emptyText="Este producto aún no tiene movimientos"
      />
    </ModalDialog>
  );
}
