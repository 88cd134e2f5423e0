import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { InscriptionDetail } from '@mikro/contracts';
import { classroomsApi, cyclesResourceApi, gradesApi, paymentPlansApi, schoolApi } from '@mikro/api-client';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { EnrolDialog } from './EnrolDialog';

const student = { id: 7, name: 'Lucía Hernández Soto', gradeId: 2, classroomId: null, paymentPlanId: 4 };
let enrol: jest.SpiedFunction<typeof schoolApi.enrol>;

beforeEach(() => {
  jest.spyOn(cyclesResourceApi, 'list').mockResolvedValue([{ id: 1, name: '2025-2026' }] as never);
  jest.spyOn(gradesApi, 'list').mockResolvedValue([{ id: 2, name: '1°', level: { name: 'Primaria' } }] as never);
  jest.spyOn(classroomsApi, 'list').mockResolvedValue([] as never);
  jest.spyOn(paymentPlansApi, 'list').mockResolvedValue([{ id: 4, name: 'Plan anual', grades: [] }] as never);
  enrol = jest.spyOn(schoolApi, 'enrol').mockResolvedValue({ id: 50, cycle: { id: 1, name: '2025-2026' } } as InscriptionDetail);
});

afterEach(() => {
  jest.restoreAllMocks();
});

async function openDialog() {
  await renderScreen(<EnrolDialog student={student} onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: 'Inscribir a Lucía Hernández Soto' });
  await within(dialog).findByRole('option', { name: '2025-2026' });
  return dialog;
}

describe('EnrolDialog (school)', () => {
  it('charges from the enrolment month by default, following the date typed', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog();
    await user.selectOptions(within(dialog).getByLabelText(/Ciclo/), '2025-2026');
    fireEvent.change(within(dialog).getByLabelText(/Fecha de inscripción/), { target: { value: '2025-11-28' } });
    await waitFor(() => expect(within(dialog).getByLabelText(/Cobrar desde el mes/)).toHaveValue('2025-11'));
    await user.click(within(dialog).getByRole('button', { name: 'Inscribir' }));
    await waitFor(() =>
      expect(enrol).toHaveBeenCalledWith({ studentId: 7, cycleId: 1, gradeId: 2, classroomId: null, paymentPlanId: 4, inscriptionDate: '2025-11-28', startMonth: '2025-11' }),
    );
  });

  it('back-charges earlier months only when the desk chooses them', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog();
    await user.selectOptions(within(dialog).getByLabelText(/Ciclo/), '2025-2026');
    fireEvent.change(within(dialog).getByLabelText(/Fecha de inscripción/), { target: { value: '2025-11-28' } });
    const start = within(dialog).getByLabelText(/Cobrar desde el mes/);
    fireEvent.change(start, { target: { value: '2025-09' } });
    fireEvent.blur(start);
    await user.click(within(dialog).getByRole('button', { name: 'Inscribir' }));
    await waitFor(() => expect(enrol).toHaveBeenCalledWith(expect.objectContaining({ inscriptionDate: '2025-11-28', startMonth: '2025-09' })));
  });
});
