// The store's import pages: products of the current branch office and clients, through the product's one
// spreadsheet import (the same engine as /importar).
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportKind } from '@mikro/contracts';
import { importsApi, toApiError } from '@mikro/api-client';
import { useCan } from '@mikro/session';
import { Button, PageHeader, SpreadsheetImport } from '@mikro/ui';

function StoreImportPage({ kind, title, backTo }: { kind: ImportKind; title: string; backTo: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canCreate = useCan('crear');
  return (
    <>
      <PageHeader
        title={title}
        description="Archivo .xlsx o .csv; descargue la plantilla para ver las columnas. Se importa todo o nada."
        actions={
          <Button variant="outline" onClick={() => navigate(backTo)}>
            Volver
          </Button>
        }
      />
      <SpreadsheetImport
        canImport={canCreate}
        onPreview={(file, mapping, onProgress) => importsApi.preview(kind, file, mapping, onProgress)}
        onCommit={(file, mapping, onProgress) => importsApi.commit(kind, file, mapping, onProgress)}
        onDownloadTemplate={() => importsApi.downloadTemplate(kind)}
        onDownloadErrors={(file, mapping) => importsApi.downloadErrors(kind, file, mapping)}
        onImported={() => void queryClient.invalidateQueries()}
        describeError={(error) => toApiError(error).message}
      />
    </>
  );
}

export function ImportProductsPage() {
  return <StoreImportPage kind="products" title="Importar productos" backTo="/tienda/productos" />;
}

export function ImportClientsPage() {
  return <StoreImportPage kind="clients" title="Importar clientes" backTo="/clientes" />;
}
