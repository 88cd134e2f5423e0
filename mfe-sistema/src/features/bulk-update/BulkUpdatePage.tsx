// /update: raise or lower prices in bulk — store products (percentage or a spreadsheet of code → price) and
// school / academy concept fees (percentage) — previewed old → new, then applied in one transaction.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkUpdateChange, BulkUpdatePreview, BulkUpdateTarget } from '@mikro/contracts';
import { bulkUpdateApi, toApiError } from '@mikro/api-client';
import { isPriceChangePercentage, PRICE_CHANGE_PERCENTAGE_MESSAGE } from '@mikro/domain';
import { useCan } from '@mikro/session';
import {
  Alert,
  Badge,
  Button,
  type Column,
  DataTable,
  ConfirmDialog,
  EmptyState,
  Field,
  FilePicker,
  HStack,
  Input,
  notify,
  PageHeader,
  SelectInput,
  Text,
  useLocalPaging,
  VStack,
  formatMoney,
} from '@mikro/ui';

const TARGETS: { value: BulkUpdateTarget; label: string }[] = [
  { value: 'products', label: 'Precios de productos (sucursal actual)' },
  { value: 'school-concepts', label: 'Cuotas de conceptos del colegio' },
  { value: 'academy-concepts', label: 'Cuotas de conceptos de academias (sucursal actual)' },
];

/** Applies the previewed changes; every cached read is refetched, since products and fees show up everywhere. */
function useApplyBulkUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof bulkUpdateApi.apply>[0]) => bulkUpdateApi.apply(input),
    onSuccess: () => client.invalidateQueries(),
  });
}

export function BulkUpdatePage() {
  const canApply = useCan('editar');
  const applyChanges = useApplyBulkUpdate();
  const [target, setTarget] = useState<BulkUpdateTarget>('products');
  const [percentage, setPercentage] = useState('');
  const [preview, setPreview] = useState<BulkUpdatePreview | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Why the percentage cannot be previewed, under its input: typed text is checked before sending, and the API's
  // own refusal of the field lands there too (it used to be a generic alert above the page).
  const [percentageError, setPercentageError] = useState<string | null>(null);

  async function load(work: () => Promise<BulkUpdatePreview>) {
    setBusy(true);
    setFailure(null);
    setPercentageError(null);
    try {
      setPreview(await work());
    } catch (error) {
      setPreview(null);
      const apiError = toApiError(error);
      const onPercentage = apiError.fields?.find((field) => field.field === 'percentage');
      if (onPercentage) setPercentageError(onPercentage.message);
      else setFailure(apiError.message);
    } finally {
      setBusy(false);
    }
  }

  async function apply() {
    if (!preview) return;
    try {
      const changes = preview.changes.map(({ id, oldPrice, newPrice, newPriceWithIva }) => ({ id, oldPrice, newPrice, newPriceWithIva }));
      const result = await applyChanges.mutateAsync({ target: preview.target, changes });
      notify.success(result.updated === 1 ? 'Se actualizó 1 precio' : `Se actualizaron ${result.updated} precios`);
      setPreview(null);
      setPercentage('');
    } catch (error) {
      notify.error(toApiError(error).message);
      throw error;
    }
  }

  const changed = preview?.changes.filter((c) => c.oldPrice !== c.newPrice || c.oldPriceWithIva !== c.newPriceWithIva) ?? [];
  const showIva = preview?.target === 'products';
  const hasErrors = (preview?.errors.length ?? 0) > 0;

  return (
    <>
      <PageHeader title="Actualización de precios" description="Revise la vista previa (precio anterior → nuevo) antes de aplicar: todos los cambios se guardan juntos o ninguno." />
      <VStack align="stretch" gap="4">
        <HStack wrap="wrap" align="end" gap="3">
          <Field.Root maxW="sm">
            <Field.Label>¿Qué va a actualizar?</Field.Label>
            <SelectInput
              label="Qué actualizar"
              options={TARGETS}
              value={target}
              onChange={(value) => {
                setTarget(value);
                setPreview(null);
              }}
            />
          </Field.Root>
          <Field.Root maxW="56" invalid={percentageError !== null}>
            <Field.Label>Porcentaje (%)</Field.Label>
            <Input
              aria-label="Porcentaje"
              inputMode="decimal"
              placeholder="5 o -10"
              value={percentage}
              onChange={(event) => {
                setPercentage(event.target.value.trim());
                setPercentageError(null);
              }}
            />
            <Field.ErrorText>{percentageError}</Field.ErrorText>
          </Field.Root>
          <Button
            colorPalette="brand"
            mt="6"
            alignSelf="start"
            loading={busy}
            disabled={percentage === ''}
            onClick={() => {
              if (!isPriceChangePercentage(percentage)) setPercentageError(PRICE_CHANGE_PERCENTAGE_MESSAGE);
              else void load(() => bulkUpdateApi.previewPercentage({ target, percentage }));
            }}
          >
            Vista previa
          </Button>
        </HStack>
        {target === 'products' && (
          <Field.Root maxW="md">
            <Field.Label>O suba una hoja de cálculo con las columnas Código y Precio con IVA (o Precio sin IVA)</Field.Label>
            <FilePicker accept=".xlsx,.csv" aria-label="Hoja de precios" disabled={busy} onSelect={(file) => void load(() => bulkUpdateApi.previewProductsFile(file))} />
          </Field.Root>
        )}

        {failure && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}

        {!preview && !failure && <EmptyState title="Sin vista previa" description="Indique un porcentaje o suba una hoja de precios para ver los cambios antes de aplicarlos." />}

        {preview && (
          <>
            <HStack justify="space-between" wrap="wrap">
              <HStack>
                <Badge colorPalette="blue">{changed.length === 1 ? '1 cambio' : `${changed.length} cambios`}</Badge>
                {hasErrors && <Badge colorPalette="red">{preview.errors.length === 1 ? '1 error' : `${preview.errors.length} errores`}</Badge>}
              </HStack>
              {canApply && (
                <Button colorPalette="brand" disabled={changed.length === 0 || hasErrors} onClick={() => setConfirming(true)}>
                  Aplicar cambios
                </Button>
              )}
            </HStack>
            {hasErrors && (
              <VStack align="stretch" gap="1" aria-label="Errores del archivo">
                {preview.errors.map((error) => (
                  <Text key={`${error.row}-${error.field}`} color="red.600" fontSize="sm">
                    Fila {error.row}: {error.message}
                  </Text>
                ))}
              </VStack>
            )}
            <PriceChangesTable changes={changed} showIva={showIva} />
          </>
        )}
      </VStack>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Aplicar cambios de precio"
        body={changed.length === 1 ? 'Se actualizará 1 precio.' : `Se actualizarán ${changed.length} precios en una sola operación.`}
        confirmText="Aplicar"
        onConfirm={apply}
      />
    </>
  );
}

const withIva = (price: string | null) => (price === null ? '' : formatMoney(price));

/** The prices the preview would change, old beside new, paged in the browser and exportable to Excel. */
function PriceChangesTable({ changes, showIva }: { changes: BulkUpdateChange[]; showIva: boolean }) {
  const paging = useLocalPaging(changes, { pageSize: 25 });
  const columns: Column<BulkUpdateChange>[] = [
    { key: 'code', header: showIva ? 'Código' : 'Id' },
    { key: 'name', header: 'Nombre' },
    { key: 'oldPrice', header: 'Precio anterior', align: 'end', render: (c) => formatMoney(c.oldPrice) },
    { key: 'newPrice', header: 'Precio nuevo', align: 'end', render: (c) => <Text fontWeight="semibold">{formatMoney(c.newPrice)}</Text>, exportValue: (c) => formatMoney(c.newPrice) },
    ...(showIva
      ? [
          { key: 'oldPriceWithIva', header: 'Con IVA anterior', align: 'end', render: (c) => withIva(c.oldPriceWithIva) },
          { key: 'newPriceWithIva', header: 'Con IVA nuevo', align: 'end', render: (c) => <Text fontWeight="semibold">{withIva(c.newPriceWithIva)}</Text>, exportValue: (c) => withIva(c.newPriceWithIva) },
        ] satisfies Column<BulkUpdateChange>[]
      : []),
  ];
  return (
    <DataTable<BulkUpdateChange>
      caption="Vista previa de precios"
      columns={columns}
      {...paging}
      rowKey="id"
      emptyText="Ningún precio cambia con estos datos"
      onExport={async () => changes}
      exportFileName="Cambios de precio"
    />
  );
}
