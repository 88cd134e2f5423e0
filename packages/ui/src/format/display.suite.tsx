import { render, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { UiTestProvider } from '../test/UiTestProvider';
import { DateText, Money } from './display';

describe('Money and DateText', () => {
  it('display formatted values', () => {
    render(
      <UiTestProvider>
        <Money value="1234.5" />
        <DateText value="2024-03-05" />
        <DateText value={null} />
      </UiTestProvider>,
    );
    expect(screen.getByText('$ 1,234.50')).toBeInTheDocument();
    expect(screen.getByText('05/03/2024')).toHaveAttribute('title', '05/03/2024 00:00:00');
    expect(screen.getByText('SIN ESPECIFICAR')).not.toHaveAttribute('title');
  });
});
