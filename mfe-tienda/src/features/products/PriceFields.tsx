import { Field, Input, SimpleGrid, Switch, useBoundField, useFormikContext } from '@mikro/ui';
import { pricesAfterPriceChange, pricesAfterPriceWithIvaChange, type ProductFormValues } from './productForm';

/** IVA flag, price and price with IVA: typing either price recomputes the other (packages/domain). */
export function PriceFields() {
  const { values, setValues, handleBlur } = useFormikContext<ProductFormValues>();
  // The two prices are written together, but each shows its error by the form's one rule.
  const errors = { price: useBoundField('price').errorText, priceWithIVA: useBoundField('priceWithIVA').errorText };
  const errorOf = (name: 'price' | 'priceWithIVA') => errors[name];
  return (
    <>
      <Switch.Root
        checked={values.IVA}
        onCheckedChange={(details) => void setValues({ ...values, IVA: details.checked, ...pricesAfterPriceChange(values.price, details.checked) })}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Causa IVA (16 %)</Switch.Label>
      </Switch.Root>
      <SimpleGrid columns={2} gap="3">
        <Field.Root required invalid={Boolean(errorOf('price'))}>
          <Field.Label>
            Precio sin IVA
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="price"
            inputMode="decimal"
            value={values.price}
            onBlur={handleBlur}
            onChange={(event) => void setValues({ ...values, ...pricesAfterPriceChange(event.target.value, values.IVA) })}
          />
          <Field.ErrorText>{errorOf('price')}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errorOf('priceWithIVA'))}>
          <Field.Label>
            Precio con IVA
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="priceWithIVA"
            inputMode="decimal"
            value={values.priceWithIVA}
            onBlur={handleBlur}
            onChange={(event) => void setValues({ ...values, ...pricesAfterPriceWithIvaChange(event.target.value, values.IVA) })}
          />
          <Field.ErrorText>{errorOf('priceWithIVA')}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
    </>
  );
}
