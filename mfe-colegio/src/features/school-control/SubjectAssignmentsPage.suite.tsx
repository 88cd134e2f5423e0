// «Materias por grupo»: the subject select lists only the chosen group's grade's subjects (and the ones common
// to every grade), waits for a group, and is cleared when the group changes to one of another grade.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Classroom, Subject, SubjectAssignment } from '@mikro/contracts';
import { ApiError, classroomsApi, cyclesResourceApi, subjectAssignmentsApi, subjectsApi, teachersApi, type QueryParams } from '@mikro/api-client';
import { currentPathAtom, menuAtom, sessionStore } from '@mikro/session';
import { aMenuItem } from '@mikro/session/testing';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { SubjectAssignmentsPage } from './CatalogPages';

const aClassroom = (id: number, name: string, gradeId: number): Classroom =>
  ({ id, name, gradeId, grade: { id: gradeId, name: `${gradeId}° Primaria` }, campusId: null, cycleId: null, capacity: 30, isActive: true }) as unknown as Classroom;
const aSubject = (id: number, name: string, gradeId: number | null): Subject =>
  ({ id, companyId: 1, name, code: '', gradeId, studyPlanId: null, hoursPerWeek: 5, isActive: true, createdAt: '', updatedAt: '' }) as Subject;

const CLASSROOMS = [aClassroom(10, '1A', 1), aClassroom(11, '1B', 1), aClassroom(30, '3A', 3)];
const SUBJECTS = [aSubject(100, 'Matemáticas 1', 1), aSubject(300, 'Matemáticas 3', 3), aSubject(900, 'Educación socioemocional', null)];

/** The API's answer to the form's search: the subjects of one grade or of none. */
function subjectsOfSearch(query: QueryParams | undefined): Subject[] {
  const alternatives = (query?.search as { $or?: Record<string, unknown>[] } | undefined)?.$or ?? [];
  return SUBJECTS.filter((subject) =>
    alternatives.some((alternative) => {
      const wanted = alternative.gradeId;
      return typeof wanted === 'number' ? subject.gradeId === wanted : (wanted as { $isnull?: boolean } | undefined)?.$isnull === true && subject.gradeId === null;
    }),
  );
}

let listSubjects: jest.SpiedFunction<typeof subjectsApi.list>;
let create: jest.SpiedFunction<typeof subjectAssignmentsApi.create>;

beforeEach(() => {
  sessionStore.set(menuAtom, [aMenuItem(53, '/colegio/ctrlescolar/MateriasGrupos', ['ver', 'crear', 'editar'])]);
  sessionStore.set(currentPathAtom, '/colegio/ctrlescolar/MateriasGrupos');
  jest.spyOn(subjectAssignmentsApi, 'list').mockResolvedValue([]);
  jest.spyOn(classroomsApi, 'list').mockResolvedValue(CLASSROOMS);
  jest.spyOn(teachersApi, 'list').mockResolvedValue([]);
  jest.spyOn(cyclesResourceApi, 'list').mockResolvedValue([]);
  listSubjects = jest.spyOn(subjectsApi, 'list').mockImplementation(async (query) => subjectsOfSearch(query));
  create = jest.spyOn(subjectAssignmentsApi, 'create').mockResolvedValue({ id: 1 } as SubjectAssignment);
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.set(menuAtom, []);
  sessionStore.set(currentPathAtom, '/');
});

async function openNew() {
  const user = userEvent.setup();
  await renderScreen(<SubjectAssignmentsPage />);
  await user.click(await screen.findByRole('button', { name: 'Nueva asignación' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nueva asignación' });
  await within(dialog).findByRole('option', { name: '3° Primaria · 3A' });
  return { user, dialog, group: within(dialog).getByLabelText(/Grupo/), subject: within(dialog).getByLabelText(/Materia/) };
}

const optionNames = (select: HTMLElement) => within(select).queryAllByRole('option').map((option) => option.textContent);

describe('the subjects per group form', () => {
  it('lists no subject until a group is chosen, then only those of its grade and the common ones', async () => {
    const { user, group, subject } = await openNew();
    expect(subject).toBeDisabled();
    expect(optionNames(subject)).not.toContain('Matemáticas 1');
    await user.selectOptions(group, '3° Primaria · 3A');
    await waitFor(() => expect(subject).toBeEnabled());
    await waitFor(() => expect(optionNames(subject)).toContain('Matemáticas 3'));
    expect(optionNames(subject)).toContain('Educación socioemocional (todos los grados)');
    expect(optionNames(subject)).not.toContain('Matemáticas 1');
    expect(listSubjects).toHaveBeenLastCalledWith(expect.objectContaining({ search: { $or: [{ gradeId: 3 }, { gradeId: { $isnull: true } }] } }));
  });

  it('keeps the subject for another group of the same grade and clears it for a group of another grade', async () => {
    const { user, dialog, group, subject } = await openNew();
    await user.selectOptions(group, '1° Primaria · 1A');
    await waitFor(() => expect(optionNames(subject)).toContain('Matemáticas 1'));
    await user.selectOptions(subject, 'Matemáticas 1');
    await user.selectOptions(group, '1° Primaria · 1B');
    await waitFor(() => expect(subject).toHaveDisplayValue('Matemáticas 1'));
    await user.selectOptions(group, '3° Primaria · 3A');
    await waitFor(() => expect(optionNames(subject)).toContain('Matemáticas 3'));
    expect(subject).not.toHaveDisplayValue('Matemáticas 1');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Este campo es requerido')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    await user.selectOptions(subject, 'Matemáticas 3');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]?.[0]).toMatchObject({ subjectId: 300, classroomId: 30 });
  });

  it("shows the API's refusal on the subject field", async () => {
    const message = 'La materia es de 1° Primaria y el grupo de 3° Primaria';
    create.mockRejectedValue(new ApiError({ message: 'Los datos enviados no son válidos', statusCode: 400, fields: [{ field: 'subjectId', message }] }));
    const { user, dialog, group, subject } = await openNew();
    await user.selectOptions(group, '3° Primaria · 3A');
    await waitFor(() => expect(optionNames(subject)).toContain('Matemáticas 3'));
    await user.selectOptions(subject, 'Matemáticas 3');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });
});
