import type { TaxObject } from '@mikro/contracts';
import { carriesIva } from '@mikro/domain';
import { Field, Input, SelectInput, SimpleGrid, useBoundField, useFormikContext } from '@mikro/ui';
import { pricesAfterPriceChange, pricesAfterPriceWithIvaChange, TAX_OBJECT_OPTIONS, type ProductFormValues } from './productForm';

/** The tax object, price and price with IVA: typing either price recomputes the other (packages/domain). */
export function PriceFields() {
  const { values, setValues, handleBlur } = useFormikContext<ProductFormValues>();
  // The two prices are written together, but each shows its error by the form's one rule.
  const errors = { price: useBoundField('price').errorText, priceWithIVA: useBoundField('priceWithIVA').errorText };
  const errorOf = (name: 'price' | 'priceWithIVA') => errors[name];
  return (
    <>
      <Field.Root>
        <Field.Label>Impuesto</Field.Label>
        <SelectInput<TaxObject>
          name="taxObject"
          value={values.taxObject}
          options={TAX_OBJECT_OPTIONS}
          onChange={(taxObject) => {
            const IVA = carriesIva(taxObject);
            void setValues({ ...values, taxObject, IVA, ...pricesAfterPriceChange(values.price, IVA) });
          }}
        />
        <Field.HelperText>Libros y alimentos básicos: IVA 0 %, no exento. Se factura con este impuesto.</Field.HelperText>
      </Field.Root>
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
