import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
import type { ReportMeta } from '@mikro/contracts';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { ReportFilters } from './ReportFilters';

const meta = { key: 'colegio-ingresos', route: '/reportes/colegio/ingresos', title: 'Ingresos', module: 'colegio', filters: ['from', 'to'] } as ReportMeta;

describe('ReportFilters', () => {
  it('labels the period «Desde» and «Hasta» on screen and never asks for Hasta before Desde', async () => {
    const onChange = jest.fn<(changes: Record<string, string | number | boolean | undefined>) => void>();
    await renderScreen(<ReportFilters meta={meta} query={{ from: '2026-11-10' }} options={undefined} onChange={onChange} />);
    expect(screen.getByText('Desde')).toBeVisible();
    expect(screen.getByText('Hasta')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-11-01' } });
    expect(screen.getByRole('alert')).toHaveTextContent('La fecha «Hasta» no puede ser anterior a «Desde».');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-11-25' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-10', to: '2026-11-25' });
  });
});
