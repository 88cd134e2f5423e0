import type { ClientInput, ProductInput } from '@mikro/contracts';
import { clientsApi, productsApi, type ResourceClient } from '@mikro/api-client';
import { formatMoney } from '@mikro/ui';
import { ImportPage } from './ImportPage';
import { CLIENT_COLUMNS, clientFromRow } from './clientRows';
import { PRODUCT_COLUMNS, productFromRow } from './productRows';

export function ImportProductsPage() {
  return (
    <ImportPage<ProductInput>
      title="Importar productos"
      backTo="/tienda/productos"
      columns={PRODUCT_COLUMNS}
      client={productsApi as unknown as ResourceClient<unknown, ProductInput, Partial<ProductInput>>}
      toValue={productFromRow}
      describe={(p) => `${p.code} · ${p.name} · ${formatMoney(p.priceWithIVA ?? '0')}`}
    />
  );
}

export function ImportClientsPage() {
  return (
    <ImportPage<ClientInput>
      title="Importar clientes"
      backTo="/clientes"
      columns={CLIENT_COLUMNS}
      client={clientsApi as unknown as ResourceClient<unknown, ClientInput, Partial<ClientInput>>}
      toValue={clientFromRow}
      describe={(c) => [c.name, c.last_name_father, c.last_name_mother].filter(Boolean).join(' ') + (c.rfc ? ` · ${c.rfc}` : '')}
    />
  );
}
