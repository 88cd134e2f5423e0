import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { AcademyGroup, External, Paginated, Student } from '@mikro/contracts';
import { ApiError, academyApi, academyGroupsApi, externalsApi, studentsApi } from '@mikro/api-client';
import { institutionToday } from '@mikro/domain';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { EnrolDialog } from './EnrolDialog';

const paged = <T,>(data: Partial<T>[]): Paginated<T> => ({ data: data as T[], count: data.length, total: data.length, page: 1, pageCount: 1 });

const GROUPS = [
  { id: 5, name: 'Natación infantil A', schedule: 'Lun 16:00–17:00', enrolled: 10, capacity: 10 },
  { id: 6, name: 'Ballet', schedule: 'Mar 17:00–18:00', enrolled: 4, capacity: 12 },
] as AcademyGroup[];

let groupsList: jest.SpiedFunction<typeof academyGroupsApi.list>;
let students: jest.SpiedFunction<typeof studentsApi.listPaged>;
let externals: jest.SpiedFunction<typeof externalsApi.listPaged>;

beforeEach(() => {
  groupsList = jest.spyOn(academyGroupsApi, 'list').mockResolvedValue(GROUPS);
  students = jest.spyOn(studentsApi, 'listPaged').mockResolvedValue(paged<Student>([{ id: 3, name: 'Valeria', lastNameFather: 'Martínez', lastNameMother: 'Rivera', enrollment: 'A2026003' }]));
  externals = jest.spyOn(externalsApi, 'listPaged').mockResolvedValue(paged<External>([{ id: 9, name: 'Diego', lastNameFather: 'Salas', lastNameMother: '' }]));
});

afterEach(() => {
  jest.restoreAllMocks();
});

async function renderDialog() {
  const onClose = jest.fn();
  await renderScreen(<EnrolDialog open onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Nueva inscripción' });
  return { dialog, onClose };
}

type User = ReturnType<typeof userEvent.setup>;

async function chooseGroup(user: User, dialog: HTMLElement, label: RegExp) {
  await user.selectOptions(within(dialog).getByLabelText('Grupo'), await within(dialog).findByRole('option', { name: label }));
}

describe('EnrolDialog', () => {
  it('offers the active groups with their seats taken', async () => {
    const { dialog } = await renderDialog();
    expect(await within(dialog).findByRole('option', { name: 'Natación infantil A · Lun 16:00–17:00 (10/10)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'Ballet · Mar 17:00–18:00 (4/12)' })).toBeInTheDocument();
    expect(groupsList).toHaveBeenCalledWith(expect.objectContaining({ filter: [{ field: 'isActive', operator: '$eq', value: true }] }));
  });

  it('enrols a school student found by name into the group chosen, on the date given', async () => {
    const enrol = jest.spyOn(academyApi, 'enrol').mockResolvedValue({ id: 31, groupId: 6, status: 'activa', inscriptionDate: '2026-02-02', charges: 4 });
    const user = userEvent.setup();
    const { dialog, onClose } = await renderDialog();
    const submit = within(dialog).getByRole('button', { name: 'Inscribir' });
    expect(within(dialog).getByLabelText('Fecha de inscripción')).toHaveValue(institutionToday());
    expect(submit).toBeDisabled();

    await chooseGroup(user, dialog, /^Ballet/);
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Buscar persona'), 'Vale');
    await waitFor(() => expect(students).toHaveBeenLastCalledWith({ filter: [{ field: 'searchName', operator: '$contL', value: 'Vale' }], limit: 8 }));
    await user.click(await within(dialog).findByRole('button', { name: 'Valeria Martínez Rivera · A2026003' }));
    fireEvent.change(within(dialog).getByLabelText('Fecha de inscripción'), { target: { value: '2026-02-02' } });
    // The plan starts in the enrolment month unless another is chosen.
    expect(within(dialog).getByLabelText('Cobrar desde el mes')).toHaveValue('2026-02');
    expect(submit).toBeEnabled();
    await user.click(submit);

    await waitFor(() => expect(enrol).toHaveBeenCalledWith({ groupId: 6, inscriptionDate: '2026-02-02', startMonth: '2026-02', studentId: 3 }));
    expect(await screen.findByText('Inscripción registrada; 4 cargos generados')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(externals).not.toHaveBeenCalled();
  });

  it('enrols an external participant; switching to externals drops the student chosen', async () => {
    const enrol = jest.spyOn(academyApi, 'enrol').mockResolvedValue({ id: 32, groupId: 6, status: 'activa', inscriptionDate: '2026-02-02', charges: 1 });
    const user = userEvent.setup();
    const { dialog } = await renderDialog();
    await chooseGroup(user, dialog, /^Ballet/);
    await user.type(within(dialog).getByLabelText('Buscar persona'), 'Vale');
    await user.click(await within(dialog).findByRole('button', { name: 'Valeria Martínez Rivera · A2026003' }));
    const submit = within(dialog).getByRole('button', { name: 'Inscribir' });
    expect(submit).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Externo' }));
    expect(submit).toBeDisabled();
    expect(within(dialog).getByText('Buscar externo')).toBeInTheDocument();
    await waitFor(() => expect(externals).toHaveBeenLastCalledWith({ filter: [{ field: 'name', operator: '$contL', value: 'Vale' }], limit: 8 }));
    await user.click(await within(dialog).findByRole('button', { name: 'Diego Salas' }));
    await user.click(submit);
    await waitFor(() => expect(enrol).toHaveBeenCalledWith(expect.objectContaining({ groupId: 6, externalId: 9 })));
    expect(enrol.mock.calls[0]![0]).not.toHaveProperty('studentId');
    expect(await screen.findByText('Inscripción registrada; 1 cargo generado')).toBeInTheDocument();
  });

  it('charges from an earlier month only when the desk chooses it', async () => {
    const enrol = jest.spyOn(academyApi, 'enrol').mockResolvedValue({ id: 33, groupId: 6, status: 'activa', inscriptionDate: '2025-11-28', charges: 10 });
    const user = userEvent.setup();
    const { dialog } = await renderDialog();
    await chooseGroup(user, dialog, /^Ballet/);
    await user.type(within(dialog).getByLabelText('Buscar persona'), 'Vale');
    await user.click(await within(dialog).findByRole('button', { name: 'Valeria Martínez Rivera · A2026003' }));
    fireEvent.change(within(dialog).getByLabelText('Fecha de inscripción'), { target: { value: '2025-11-28' } });
    expect(within(dialog).getByLabelText('Cobrar desde el mes')).toHaveValue('2025-11');
    fireEvent.change(within(dialog).getByLabelText('Cobrar desde el mes'), { target: { value: '2025-09' } });
    await user.click(within(dialog).getByRole('button', { name: 'Inscribir' }));
    await waitFor(() => expect(enrol).toHaveBeenCalledWith({ groupId: 6, inscriptionDate: '2025-11-28', startMonth: '2025-09', studentId: 3 }));
  });

  it('says so when nobody matches the search', async () => {
    students.mockResolvedValue(paged<Student>([]));
    const user = userEvent.setup();
    const { dialog } = await renderDialog();
    await user.type(within(dialog).getByLabelText('Buscar persona'), 'Zz');
    expect(await within(dialog).findByText('Sin resultados')).toBeInTheDocument();
  });

  it.each([
    [409, 'El grupo «Natación infantil A» está lleno (cupo de 10)'],
    [409, 'La edad (5 años) es menor a la mínima del grupo (6)'],
    [400, 'El alumno ya está inscrito en el grupo «Natación infantil A»'],
  ])("shows the API's refusal (%s) in Spanish and keeps the dialog to choose again: %s", async (statusCode, message) => {
    const enrol = jest.spyOn(academyApi, 'enrol').mockRejectedValue(new ApiError({ statusCode, message }));
    const user = userEvent.setup();
    const { dialog, onClose } = await renderDialog();
    await chooseGroup(user, dialog, /^Natación infantil A/);
    await user.type(within(dialog).getByLabelText('Buscar persona'), 'Vale');
    await user.click(await within(dialog).findByRole('button', { name: 'Valeria Martínez Rivera · A2026003' }));
    await user.click(within(dialog).getByRole('button', { name: 'Inscribir' }));

    await waitFor(() => expect(enrol).toHaveBeenCalledWith(expect.objectContaining({ groupId: 5, studentId: 3 })));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Nueva inscripción' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    // Another group can be chosen and tried again.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Inscribir' })).toBeEnabled());
  });
});
