import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
import { UiTestProvider } from '../test/UiTestProvider';
import { DateRangeFilter, isDateRangeValid, type DateRange } from './DateRangeFilter';

function renderFilter(range: DateRange = { from: '', to: '' }, onChange = jest.fn<(range: DateRange) => void>()) {
  const view = render(
    <UiTestProvider>
      <DateRangeFilter {...range} onChange={onChange} />
    </UiTestProvider>,
  );
  return { onChange, view };
}

describe('isDateRangeValid', () => {
  it('accepts an open end and Desde on or before Hasta, and refuses Hasta before Desde', () => {
    expect(isDateRangeValid({ from: '', to: '' })).toBe(true);
    expect(isDateRangeValid({ from: '2026-05-01', to: '' })).toBe(true);
    expect(isDateRangeValid({ from: '', to: '2026-05-01' })).toBe(true);
    expect(isDateRangeValid({ from: '2026-05-01', to: '2026-05-01' })).toBe(true);
    expect(isDateRangeValid({ from: '2026-05-02', to: '2026-05-01' })).toBe(false);
  });
});

describe('DateRangeFilter', () => {
  it('shows the labels «Desde» and «Hasta», which name their date boxes', () => {
    renderFilter({ from: '2026-05-01', to: '2026-05-31' });
    expect(screen.getByText('Desde')).toBeVisible();
    expect(screen.getByText('Hasta')).toBeVisible();
    expect(screen.getByText('Desde').tagName).toBe('LABEL');
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-05-01');
    expect(screen.getByLabelText('Hasta')).toHaveValue('2026-05-31');
    expect(screen.getByLabelText('Desde')).toHaveAttribute('type', 'date');
    // The calendar of each box offers only days that keep the period in order.
    expect(screen.getByLabelText('Desde')).toHaveAttribute('max', '2026-05-31');
    expect(screen.getByLabelText('Hasta')).toHaveAttribute('min', '2026-05-01');
  });

  it('passes on each period that makes sense', () => {
    const { onChange } = renderFilter();
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-05-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-05-01', to: '' });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-05-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-05-01', to: '2026-05-01' });
  });

  it('refuses Hasta before Desde with a Spanish message on Hasta, and passes the period on once corrected', () => {
    const { onChange } = renderFilter({ from: '2026-05-10', to: '' });
    const to = screen.getByLabelText('Hasta');
    fireEvent.change(to, { target: { value: '2026-05-01' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('La fecha «Hasta» no puede ser anterior a «Desde».');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('La fecha «Hasta» no puede ser anterior a «Desde».');
    // Moving Desde back fixes it as well as moving Hasta forward.
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-04-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-04-01', to: '2026-05-01' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(to).not.toHaveAttribute('aria-invalid');
  });

  it('follows a period the screen sets itself', () => {
    const onChange = jest.fn<(range: DateRange) => void>();
    const { view } = renderFilter({ from: '2026-05-10', to: '' }, onChange);
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-05-01' } });
    view.rerender(
      <UiTestProvider>
        <DateRangeFilter from="" to="" onChange={onChange} />
      </UiTestProvider>,
    );
    expect(screen.getByLabelText('Desde')).toHaveValue('');
    expect(screen.getByLabelText('Hasta')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
