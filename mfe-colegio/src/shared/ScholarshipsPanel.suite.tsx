import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { ExtraCharge, StudentScholarship } from '@mikro/contracts';
import { extraChargesApi, schoolApi, schoolConceptsApi } from '@mikro/api-client';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { ScholarshipsPanel } from './ScholarshipsPanel';

const siblings: StudentScholarship = {
  id: 3, studentId: 7, extraChargeId: 21, name: 'Beca hermanos 10 %', quantity: '10.00', typeApplication: 1, isActive: true,
  startDate: '2026-08-01', endDate: '2027-07-10', catalogueActive: true, grantedBy: 'Ernesto Salas', grantedAt: '2026-11-28T16:05:00.000Z', concepts: [],
};
const sports: ExtraCharge = {
  id: 22, companyId: 1, name: 'Beca deportiva', quantity: '500.00', typeApplication: 2, operation: 'subtraction', startDay: null, endDay: null, startDate: null, endDate: null,
  isActive: true, applicationForm: 1, extraChargesTypeId: 3, extraChargesCampusId: null, extraChargesCycleId: null, deletedAt: null, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
} as ExtraCharge;

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the scholarships of a student', () => {
  it('show value, period, what they cover and who granted them', async () => {
    jest.spyOn(schoolApi, 'scholarships').mockResolvedValue([siblings]);
    await renderScreen(<ScholarshipsPanel studentId={7} studentName="Lucía Hernández Soto" canEdit={false} />);
    const row = (await screen.findByText('Beca hermanos 10 %')).closest('tr')!;
    expect(within(row).getByText('10 %')).toBeInTheDocument();
    expect(within(row).getByText('Del 01/08/2026 al 10/07/2027')).toBeInTheDocument();
    expect(within(row).getByText('Todos los cargos del colegio')).toBeInTheDocument();
    expect(within(row).getByText(/^Ernesto Salas · 28\/11\/2026 \d{2}:05:00$/)).toBeInTheDocument();
    expect(within(row).getByText('Activa')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Asignar beca' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Desactivar' })).not.toBeInTheDocument();
  });

  it('are assigned from the Becas catalogue, an amount shown as money', async () => {
    jest.spyOn(schoolApi, 'scholarships').mockResolvedValue([siblings]);
    const catalogue = jest.spyOn(extraChargesApi, 'list').mockResolvedValue([sports]);
    const assign = jest.spyOn(schoolApi, 'assignScholarship').mockResolvedValue([siblings]);
    const user = userEvent.setup();
    await renderScreen(<ScholarshipsPanel studentId={7} studentName="Lucía Hernández Soto" canEdit />);
    const select = await screen.findByRole('combobox', { name: 'Beca por asignar' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Beca deportiva · $ 500.00' })).toBeInTheDocument());
    expect(catalogue.mock.calls[0]?.[0]?.filter).toContainEqual({ field: 'extraChargesType.kind', operator: '$eq', value: 3 });
    await user.selectOptions(select, 'Beca deportiva · $ 500.00');
    await user.click(screen.getByRole('button', { name: 'Asignar beca' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(7, { extraChargeId: 22, isActive: true, conceptIds: [] }));
  });

  it('are switched off only after a confirmation', async () => {
    jest.spyOn(schoolApi, 'scholarships').mockResolvedValue([siblings]);
    jest.spyOn(extraChargesApi, 'list').mockResolvedValue([]);
    const assign = jest.spyOn(schoolApi, 'assignScholarship').mockResolvedValue([{ ...siblings, isActive: false }]);
    const user = userEvent.setup();
    await renderScreen(<ScholarshipsPanel studentId={7} studentName="Lucía Hernández Soto" canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(assign).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(7, { extraChargeId: 21, isActive: false }));
  });

  it('cover the one concept chosen, named in the list', async () => {
    jest.spyOn(schoolApi, 'scholarships').mockResolvedValue([{ ...siblings, concepts: [{ id: 5, name: 'Colegiatura' }] }]);
    jest.spyOn(extraChargesApi, 'list').mockResolvedValue([sports]);
    jest.spyOn(schoolConceptsApi, 'list').mockResolvedValue([{ id: 5, name: 'Colegiatura' }, { id: 6, name: 'Inscripción' }] as never);
    const assign = jest.spyOn(schoolApi, 'assignScholarship').mockResolvedValue([siblings]);
    const user = userEvent.setup();
    await renderScreen(<ScholarshipsPanel studentId={7} studentName="Lucía Hernández Soto" canEdit />);
    const row = (await screen.findByText('Beca hermanos 10 %')).closest('tr')!;
    expect(within(row).getByText('Colegiatura')).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: 'Beca por asignar' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Beca deportiva · $ 500.00' })).toBeInTheDocument());
    await user.selectOptions(select, 'Beca deportiva · $ 500.00');
    const covers = screen.getByRole('combobox', { name: 'Cubre' });
    await waitFor(() => expect(within(covers).getByRole('option', { name: 'Colegiatura' })).toBeInTheDocument());
    await user.selectOptions(covers, 'Colegiatura');
    await user.click(screen.getByRole('button', { name: 'Asignar beca' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(7, { extraChargeId: 22, isActive: true, conceptIds: [5] }));
  });
});
