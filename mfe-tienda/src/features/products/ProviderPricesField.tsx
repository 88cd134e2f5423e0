// The product's providers and what each charges for it (miniStoreProductsProvider); purchase orders start from these prices.
import { useQuery } from '@tanstack/react-query';
import { providersApi } from '@mikro/api-client';
import type { WarehouseProvider } from '@mikro/contracts';
import { Box, Button, HStack, Input, SelectInput, Text, useFormikContext } from '@mikro/ui';
import type { ProductFormValues, ProviderPriceValues } from './productForm';
import { storeKeys } from '../../shared/queryKeys';

export function ProviderPricesField() {
  const { values, setFieldValue, errors, submitCount } = useFormikContext<ProductFormValues>();
  const providers = useQuery({
    queryKey: storeKeys.providerOptions(),
    queryFn: () => providersApi.list({ limit: 200, sort: [{ field: 'name', order: 'ASC' }], filter: [{ field: 'isActive', operator: '$eq', value: true }] }) as Promise<WarehouseProvider[]>,
  });
  const rows = values.providers;
  const change = (index: number, patch: Partial<ProviderPriceValues>) =>
    void setFieldValue(
      'providers',
      rows.map((row, at) => (at === index ? { ...row, ...patch } : row)),
    );
  const errorOf = (index: number) => {
    if (submitCount === 0) return null;
    const rowErrors = (errors.providers as unknown as ({ providerId?: string; cost?: string } | undefined)[] | undefined)?.[index];
    return rowErrors?.providerId ?? rowErrors?.cost ?? null;
  };
  return (
    <Box>
      <Text fontWeight="medium" fontSize="sm" mb="1">
        Proveedores y precios de proveedor
      </Text>
      {rows.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          Sin proveedores: los pedidos usan el precio de proveedor del producto.
        </Text>
      )}
      {rows.map((row, index) => (
        <Box key={index} mb="1">
          <HStack gap="2">
            <SelectInput
              size="sm"
              flex="2"
              label={`Proveedor ${index + 1}`}
              placeholder="Proveedor…"
              // A provider already on another row cannot be chosen twice.
              options={(providers.data ?? []).map((provider) => ({
                value: provider.id,
                label: provider.name,
                disabled: rows.some((other, at) => at !== index && other.providerId === provider.id),
              }))}
              value={row.providerId}
              onChange={(providerId) => change(index, { providerId })}
            />
            <Input size="sm" flex="1" inputMode="decimal" aria-label={`Precio del proveedor ${index + 1}`} placeholder="Precio" value={row.cost} onChange={(event) => change(index, { cost: event.target.value })} />
            <Input size="sm" flex="1" aria-label={`Código del proveedor ${index + 1}`} placeholder="Código del proveedor" value={row.providerCode} onChange={(event) => change(index, { providerCode: event.target.value })} />
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => void setFieldValue('providers', rows.filter((_, at) => at !== index))}>
              Quitar
            </Button>
          </HStack>
          {errorOf(index) && (
            <Text fontSize="xs" color="fg.error">
              {errorOf(index)}
            </Text>
          )}
        </Box>
      ))}
      <Button size="xs" variant="outline" mt="1" onClick={() => void setFieldValue('providers', [...rows, { providerId: null, cost: '', providerCode: '' }])}>
        Agregar proveedor
      </Button>
    </Box>
  );
}
