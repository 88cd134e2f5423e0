import { screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import type { Product } from '@mikro/contracts';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { StockAdjustDialog } from './StockAdjustDialog';

describe('StockAdjustDialog', () => {
  it('shows the current stock as the product list prints it, with its unit (the stored 16.400 read as three decimals)', async () => {
    await renderScreen(<StockAdjustDialog product={{ id: 4, name: 'Fruta picada', stock: '16.400', unity: 1 } as Product} onClose={() => {}} />);
    expect(screen.getByText('Existencia actual: 16.4 kg(s)')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nueva existencia/)).toHaveValue('16.4');
  });
});
