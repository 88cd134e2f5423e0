import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Product } from '@mikro/contracts';
import { billingApi } from '@mikro/api-client';
import { branchOfficesAtom, currentBranchOfficeIdAtom, sessionStore } from '@mikro/session';
import { aBranchOffice } from '@mikro/session/testing';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { PriceFields } from './PriceFields';
import { initialProductValues, type ProductFormValues } from './productForm';

const BORDER_LABEL = 'IVA 8 % (región fronteriza)';

/** The company has a branch office in the centre (1) and one in the border region (2); the user works in `office`. */
function workingIn(office: 1 | 2) {
  sessionStore.set(branchOfficesAtom, [aBranchOffice(1, [1], 'Matriz Centro'), aBranchOffice(2, [1], 'Sucursal Tijuana')]);
  sessionStore.set(currentBranchOfficeIdAtom, office);
}

let borderRegions: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  borderRegions = jest.spyOn(billingApi, 'borderRegions').mockResolvedValue([
    { id: 1, name: 'Matriz Centro', borderRegion: false },
    { id: 2, name: 'Sucursal Tijuana', borderRegion: true },
  ]);
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.set(branchOfficesAtom, []);
  sessionStore.set(currentBranchOfficeIdAtom, null);
});

async function renderPrices(product: Product | null = null) {
  const seen: { values: ProductFormValues | null } = { values: null };
  await renderScreen(
    <Formik initialValues={initialProductValues(product)} onSubmit={() => undefined}>
      {({ values }) => {
        seen.values = values;
        return <PriceFields />;
      }}
    </Formik>,
  );
  // The branch offices' flags have been read (and the form re-rendered with them).
  await waitFor(() => expect(borderRegions).toHaveBeenCalled());
  await act(async () => undefined);
  return seen;
}

const offered = () => [...(screen.getByLabelText('Impuesto') as HTMLSelectElement).options].map((option) => option.textContent);

describe('a product’s tax', () => {
  it('outside the border region offers 16 %, 0 %, exempt and not subject, and a 0 % book has its price with IVA equal to its price', async () => {
    workingIn(1);
    const seen = await renderPrices();
    const user = userEvent.setup();
    expect(offered()).toEqual(['IVA 16 %', 'IVA 0 %', 'Exento de IVA', 'No objeto de impuesto (01)']);
    await user.type(screen.getByLabelText(/^Precio sin IVA/), '420');
    expect(screen.getByLabelText(/^Precio con IVA/)).toHaveValue('487.20');
    await user.selectOptions(screen.getByLabelText('Impuesto'), 'iva0');
    expect(screen.getByLabelText(/^Precio con IVA/)).toHaveValue('420');
    expect(seen.values).toMatchObject({ taxObject: 'iva0', IVA: false });
    await user.selectOptions(screen.getByLabelText('Impuesto'), 'iva16');
    expect(seen.values).toMatchObject({ taxObject: 'iva16', IVA: true, priceWithIVA: '487.20' });
  });

  it('at a branch office in the border region also offers 8 %, priced with 1.08 both ways', async () => {
    workingIn(2);
    const seen = await renderPrices();
    const user = userEvent.setup();
    expect(offered()).toEqual(['IVA 16 %', BORDER_LABEL, 'IVA 0 %', 'Exento de IVA', 'No objeto de impuesto (01)']);
    await user.type(screen.getByLabelText(/^Precio sin IVA/), '50');
    expect(screen.getByLabelText(/^Precio con IVA/)).toHaveValue('58.00');
    await user.selectOptions(screen.getByLabelText('Impuesto'), 'iva8');
    expect(screen.getByLabelText(/^Precio con IVA/)).toHaveValue('54.00');
    expect(seen.values).toMatchObject({ taxObject: 'iva8', IVA: true, price: '50', priceWithIVA: '54.00' });
    await user.clear(screen.getByLabelText(/^Precio con IVA/));
    await user.type(screen.getByLabelText(/^Precio con IVA/), '21.60');
    expect(seen.values).toMatchObject({ price: '20.00', priceWithIVA: '21.60' });
  });

  it('keeps showing 8 % on a product that has it at a branch office outside the region, asking to change it', async () => {
    workingIn(1);
    await renderPrices({ ...initialProductValues(null), id: 7, taxObject: 'iva8', IVA: true, price: '20.00', priceWithIVA: '21.60' } as unknown as Product);
    expect(offered()).toContain(BORDER_LABEL);
    expect(screen.getByLabelText('Impuesto')).toHaveValue('iva8');
    expect(screen.getByText(/no está en la región fronteriza/)).toBeInTheDocument();
  });
});
