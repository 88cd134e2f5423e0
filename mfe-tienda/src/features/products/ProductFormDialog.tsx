import type { Product } from '@mikro/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { productsApi, resourceKeys, storeCatalogApi, toApiError, uploadFile, useCreate, useOne, useUpdate, type OneQuery, setServerFieldErrors } from '@mikro/api-client';
import { Button, ErrorState, FormDialog, ImageField, ModalDialog, SelectField, SimpleGrid, SwitchField, TextField } from '@mikro/ui';
import { initialProductValues, productSchema, toProductInput, toProvidersRequest, UNITY_OPTIONS, type ProductFormValues } from './productForm';
import { ProviderPricesField } from './ProviderPricesField';
import { PriceFields } from './PriceFields';
import { SatCodeField } from './SatCodeField';
import { UnitField } from './UnitField';
import { useClassificationOptions, usePriceListOptions } from './useProducts';

interface ProductFormDialogProps {
  /** null creates a product. */
  product: Product | null;
  onClose: () => void;
}

/** What the form shows of a product: its classification, price list and providers with their prices. */
const PRODUCT_WITH_RELATIONS: OneQuery = { join: [{ field: 'storeClassification' }, { field: 'storePriceList' }, { field: 'miniStoreProductsProvider' }] };

/**
 * Creates a product, or edits one as it is stored now: the list row it was opened from may predate the last
 * save (a product's providers are written right after the product itself), so the form reads the product by
 * id before it opens.
 */
export function ProductFormDialog({ product, onClose }: ProductFormDialogProps) {
  const stored = useOne(productsApi, product?.id ?? null, PRODUCT_WITH_RELATIONS, { refetchOnMount: 'always', staleTime: 0 });
  if (product === null) return <ProductForm product={null} onClose={onClose} />;
  if (stored.data) return <ProductForm product={stored.data} onClose={onClose} />;
  if (!stored.error) return null;
  return (
    <ModalDialog
      title="Editar producto"
      onClose={onClose}
      role="alertdialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cerrar
          </Button>
        </>
      }
    >
      <ErrorState message={`No se pudo leer el producto: ${toApiError(stored.error).message}`} onRetry={() => void stored.refetch()} />
    </ModalDialog>
  );
}

function ProductForm({ product, onClose }: ProductFormDialogProps) {
  const create = useCreate(productsApi);
  const update = useUpdate(productsApi);
  const classifications = useClassificationOptions();
  const priceLists = usePriceListOptions();
  const isNew = product === null;
  const queryClient = useQueryClient();
  const initialValues = initialProductValues(product);

  return (
    <FormDialog<ProductFormValues>
      open
      onClose={onClose}
      size="xl"
      title={isNew ? 'Nuevo producto' : 'Editar producto'}
      initialValues={initialValues}
      validationSchema={productSchema}
      onSubmit={async (values, { setFieldError }) => {
        try {
          const body = toProductInput(values, isNew);
          const saved = isNew ? await create.mutateAsync(body) : await update.mutateAsync({ id: product.id, body });
          const providers = toProvidersRequest(values, initialValues);
          if (providers) {
            await storeCatalogApi.saveProductProviders(saved.id, providers);
            await queryClient.invalidateQueries({ queryKey: resourceKeys.all(productsApi) });
          }
          onClose();
        } catch (error) {
          setServerFieldErrors(error, setFieldError);
        }
      }}
    >
      <SimpleGrid columns={2} gap="3">
        <TextField name="code" label="Código" required />
        <TextField name="codeBar" label="Código de barras" />
      </SimpleGrid>
      <TextField name="name" label="Nombre" required />
      <TextField name="description" label="Descripción" />
      <SatCodeField />
      <SimpleGrid columns={2} gap="3" alignItems="start">
        <UnitField />
        <SelectField name="unity" label="Unidad de venta" options={UNITY_OPTIONS} />
      </SimpleGrid>
      <PriceFields />
      <TextField
        name="priceProvider"
        label="Precio de proveedor"
        inputMode="decimal"
        helper="Con proveedores, se toma el precio del primero al guardar"
      />
      <ProviderPricesField />
      <SimpleGrid columns={3} gap="3">
        <TextField name="stock" label="Existencia inicial" inputMode="decimal" disabled={!isNew} helper={isNew ? undefined : 'Se cambia con un ajuste de existencia'} />
        <TextField name="minStock" label="Existencia mínima" inputMode="decimal" />
        <TextField name="maxStock" label="Existencia máxima" inputMode="decimal" />
      </SimpleGrid>
      <SimpleGrid columns={2} gap="3">
        <SelectField
          name="storeClassificationId"
          label="Clasificación"
          placeholder="Sin clasificación"
          options={(classifications.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
        />
        <SelectField
          name="storePriceListId"
          label="Lista de precios"
          placeholder="Sin lista de precios"
          options={(priceLists.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
        />
      </SimpleGrid>
      <ImageField name="picture" label="Imagen del producto" upload={uploadFile} />
      <SimpleGrid columns={2} gap="3">
        <SwitchField name="isFavorite" label="Favorito en el punto de venta" />
        <SwitchField name="isActive" label="Producto activo" />
      </SimpleGrid>
    </FormDialog>
  );
}
