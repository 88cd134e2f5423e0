import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { describe, expect, it } from '@jest/globals';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { PriceFields } from './PriceFields';
import { initialProductValues, type ProductFormValues } from './productForm';

describe('a product’s tax', () => {
  it('offers 16 %, 0 %, exempt and not subject (8 % waits), and a 0 % book has its price with IVA equal to its price', async () => {
    let current: ProductFormValues | null = null;
    const user = userEvent.setup();
    await renderScreen(
      <Formik initialValues={initialProductValues(null)} onSubmit={() => undefined}>
        {({ values }) => {
          current = values;
          return <PriceFields />;
        }}
      </Formik>,
    );
    const tax = screen.getByLabelText('Impuesto');
    expect([...(tax as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['IVA 16 %', 'IVA 0 %', 'Exento de IVA', 'No objeto de impuesto (01)']);
    await user.type(screen.getByLabelText(/^Precio sin IVA/), '420');
    expect(screen.getByLabelText(/^Precio con IVA/)).toHaveValue('487.20');
    await user.selectOptions(tax, 'iva0');
    expect(screen.getByLabelText(/^Precio con IVA/)).toHaveValue('420');
    expect(current).toMatchObject({ taxObject: 'iva0', IVA: false });
    await user.selectOptions(tax, 'iva16');
    expect(current).toMatchObject({ taxObject: 'iva16', IVA: true, priceWithIVA: '487.20' });
  });
});
