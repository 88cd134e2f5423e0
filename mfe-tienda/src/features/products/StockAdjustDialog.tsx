import * as yup from 'yup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@mikro/contracts';
import { Money, unitLabel } from '@mikro/domain';
import { productsApi, resourceKeys, stockApi, toApiError } from '@mikro/api-client';
import { amountString, FormDialog, notify, requiredString, Text, TextField } from '@mikro/ui';
import { kardexKeys } from '../../shared/queryKeys';

const schema = yup.object({
  newStock: amountString({ required: true, min: 0, messages: 'La existencia debe ser un número mayor o igual a 0' }),
  reason: requiredString().max(200),
});

/** A manual stock adjustment with its reason (written to the kardex). */
export function StockAdjustDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const client = useQueryClient();
  const adjust = useMutation({
    mutationFn: (values: { newStock: string; reason: string }) => stockApi.adjust({ productId: product.id, newStock: values.newStock, reason: values.reason.trim() }),
    onSuccess: async () => {
      notify.updated();
      await client.invalidateQueries({ queryKey: resourceKeys.all(productsApi) });
      await client.invalidateQueries({ queryKey: kardexKeys.product(product.id) });
      onClose();
    },
    onError: (error) => notify.error(toApiError(error).message),
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Ajustar existencia · ${product.name}`}
      initialValues={{ newStock: Money.of(product.stock).toString(), reason: '' }}
      validationSchema={schema}
      // A refusal is told by the mutation and leaves the form open as it was.
      onSubmit={(values) => adjust.mutateAsync(values).catch(() => undefined)}
    >
      {/* As the product list prints it: 16.4 kg(s), not the stored 16.400. */}
      <Text fontSize="sm">
        Existencia actual: {`${Money.of(product.stock).toString()} ${unitLabel(product.unity)}`.trim()}
      </Text>
      <TextField name="newStock" label="Nueva existencia" inputMode="decimal" required />
      <TextField name="reason" label="Motivo del ajuste" required />
    </FormDialog>
  );
}
