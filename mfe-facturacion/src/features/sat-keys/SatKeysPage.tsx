// /sat/invoice-keys: the SAT product and unit keys the catalogue uses, with those that need a complement,
// expired or are unknown flagged.
import { useState } from 'react';
import { useSatKeys } from '@mikro/api-client';
import type { SatKeyInUse } from '@mikro/contracts';
import { Badge, DataTable, HStack, PageHeader, useLocalPaging, type Column } from '@mikro/ui';

const FLAG_LABELS: Record<SatKeyInUse['flags'][number], { text: string; color: string }> = {
  complemento: { text: 'Requiere complemento IEDU', color: 'orange' },
  vencida: { text: 'Vencida', color: 'red' },
  desconocida: { text: 'No está en el catálogo del SAT', color: 'red' },
};

export function SatKeysPage() {
  const [search, setSearch] = useState('');
  const keys = useSatKeys(search);
  const all = keys.data ?? [];
  const paging = useLocalPaging(all, { pageSize: 25 });
  const columns: Column<SatKeyInUse>[] = [
    { key: 'kind', header: 'Tipo', render: (k) => (k.kind === 'producto' ? 'Producto o servicio' : 'Unidad') },
    { key: 'code', header: 'Clave' },
    { key: 'description', header: 'Descripción del SAT', render: (k) => k.description || '—' },
    { key: 'uses', header: 'En uso', align: 'end' },
    {
      key: 'flags',
      header: 'Avisos',
      render: (k) => (
        <HStack wrap="wrap" gap="1">
          {k.flags.map((f) => (
            <Badge key={f} colorPalette={FLAG_LABELS[f].color}>
              {FLAG_LABELS[f].text}
            </Badge>
          ))}
        </HStack>
      ),
      exportValue: (k) => k.flags.map((f) => FLAG_LABELS[f].text).join(', '),
    },
  ];
  return (
    <>
      <PageHeader title="Claves SAT" description="Claves de producto o servicio y de unidad que usan los productos y conceptos de la empresa" />
      <DataTable<SatKeyInUse>
        caption="Claves SAT en uso"
        columns={columns}
        rowKey={(k) => `${k.kind}:${k.code}`}
        {...paging}
        search={search}
        onSearchChange={(value) => {
          setSearch(value);
          paging.onPageChange(1);
        }}
        searchPlaceholder="Clave o descripción"
        isLoading={keys.isLoading}
        error={keys.error ? keys.error.message : null}
        onRetry={() => void keys.refetch()}
        emptyText="No hay claves que coincidan"
        onExport={async () => all}
        exportFileName="claves-sat"
      />
    </>
  );
}
