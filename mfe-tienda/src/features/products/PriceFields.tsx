import type { TaxObject } from '@mikro/contracts';
import { carriesIva } from '@mikro/domain';
import { Field, Input, SelectInput, SimpleGrid, useBoundField, useFormikContext } from '@mikro/ui';
import { pricesAfterPriceChange, pricesAfterPriceWithIvaChange, taxObjectOptions, type ProductFormValues } from './productForm';
import { useBorderRegion } from './useBorderRegion';

/**
 * The tax object, price and price with IVA: typing either price recomputes the other (packages/domain), with 1.08
 * at 8 %, offered only at a branch office in the border region.
 */
export function PriceFields() {
  const { values, setValues, handleBlur } = useFormikContext<ProductFormValues>();
  const borderRegion = useBorderRegion();
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
          options={taxObjectOptions(borderRegion, values.taxObject)}
          onChange={(taxObject) => {
            const IVA = carriesIva(taxObject);
            void setValues({ ...values, taxObject, IVA, ...pricesAfterPriceChange(values.price, { IVA, taxObject }) });
          }}
        />
        <Field.HelperText>
          {values.taxObject === 'iva8' && !borderRegion
            ? 'Esta sucursal no está en la región fronteriza: no vende con IVA de 8 %. Elija otro impuesto.'
            : 'Libros y alimentos básicos: IVA 0 %, no exento. Se factura con este impuesto.'}
        </Field.HelperText>
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
            onChange={(event) => void setValues({ ...values, ...pricesAfterPriceChange(event.target.value, values) })}
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
            onChange={(event) => void setValues({ ...values, ...pricesAfterPriceWithIvaChange(event.target.value, values) })}
          />
          <Field.ErrorText>{errorOf('priceWithIVA')}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
    </>
  );
}
