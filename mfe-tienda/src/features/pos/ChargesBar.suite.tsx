import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import type { ExtraCharge } from '@mikro/contracts';
import { APPLICATION_FORM, EXTRA_CHARGE_KIND, VALUE_TYPE, type CartAction } from '@mikro/domain';
import { renderScreen, testQueryClient } from '@mikro/mfe-kit/testing';
import { ChargesBar } from './ChargesBar';
import { posKeys } from '../../shared/queryKeys';

const teacherDiscount = {
  id: 7,
  name: 'Descuento maestro',
  quantity: '10',
  typeApplication: VALUE_TYPE.percentage,
  operation: null,
  startDay: null,
  endDay: null,
  startDate: null,
  endDate: null,
  isActive: true,
  applicationForm: APPLICATION_FORM.Manual,
  extraChargesType: { id: 1, kind: EXTRA_CHARGE_KIND.Descuentos, name: 'Descuentos' },
} as unknown as ExtraCharge;

async function renderBar(props: { hasLines: boolean; anySelected: boolean }) {
  const client = testQueryClient();
  // What the catalogue answered: the bar reads it from the cache the counter shares.
  client.setQueryData(posKeys.extraCharges(), [teacherDiscount]);
  const dispatch = jest.fn<(action: CartAction) => void>();
  await renderScreen(<ChargesBar {...props} dispatch={dispatch} />, { client });
  return dispatch;
}

describe('ChargesBar', () => {
  it('shows, disabled, while the cart is empty', async () => {
    await renderBar({ hasLines: false, anySelected: false });
    expect(screen.getByLabelText('Descuento o recargo')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Aplicar a seleccionados' })).toBeDisabled();
  });

  it('attaches the chosen charge to the selected lines', async () => {
    const user = userEvent.setup();
    const dispatch = await renderBar({ hasLines: true, anySelected: true });
    const apply = screen.getByRole('button', { name: 'Aplicar a seleccionados' });
    expect(apply).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Descuento o recargo'), 'Descuento maestro');
    await user.click(apply);
    expect(dispatch).toHaveBeenCalledWith(expect.objectContaining({ type: 'attachCharge', charge: expect.objectContaining({ name: 'Descuento maestro' }) }));
  });

  it('cannot apply a charge when no line is selected', async () => {
    const user = userEvent.setup();
    await renderBar({ hasLines: true, anySelected: false });
    await user.selectOptions(screen.getByLabelText('Descuento o recargo'), 'Descuento maestro');
    expect(screen.getByRole('button', { name: 'Aplicar a seleccionados' })).toBeDisabled();
  });
});
