import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { AcademyActivity, AcademyConcept, AcademyGroup, AcademyGroupSaveRequest, CycleRecord, Grade, Paginated, Teacher } from '@mikro/contracts';
import {
  ApiError,
  academyActivitiesApi,
  academyApi,
  academyConceptsApi,
  academyGroupsApi,
  academyTeachersApi,
  cyclesResourceApi,
  gradesApi,
  type QueryParams,
} from '@mikro/api-client';
import { currentPathAtom, menuAtom, sessionStore } from '@mikro/session';
import { aMenuItem } from '@mikro/session/testing';
import { MAX_AGE_BELOW_MINIMUM } from '@mikro/domain';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { GroupsPage } from './GroupsPage';

const group = (id: number, name: string, patch: Partial<AcademyGroup> = {}): AcademyGroup => ({
  id, companyId: 1, branchOfficeId: 1, activityId: 1, teacherId: 4, cycleId: null, name, schedule: 'Lun 16:00–17:00', capacity: 10, price: '0.00',
  place: 'Alberca', minAge: null, maxAge: null, gradeIds: [], enrolled: 3, isActive: true, deletedAt: null, createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z', activity: { id: 1, name: 'Natación' } as AcademyActivity, teacher: { id: 4, name: 'Laura', lastNameFather: 'Ortiz' } as Teacher,
  schedules: [{ id: id * 10, groupId: id, dayOfWeek: 1, startTime: '16:00:00', endTime: '17:00:00' }], concepts: [],
  ...patch,
});

// Twelve groups: two pages of ten. The fake server pages and searches (on the group's name) as the API does.
const GROUPS = Array.from({ length: 12 }, (_, index) =>
  group(index + 1, `Grupo ${String(index + 1).padStart(2, '0')}`, index === 0 ? { name: 'Ballet clásico', activity: { id: 2, name: 'Ballet' } as AcademyActivity, enrolled: 10 } : {}),
);

function searchedText(query: QueryParams): string {
  const or = (query.search as { $and?: { $or?: { name?: { $contL?: string } }[] }[] } | undefined)?.$and?.find((part) => part.$or)?.$or;
  return or?.[0]?.name?.$contL ?? '';
}

function pageOf(query: QueryParams = {}): Paginated<AcademyGroup> {
  const text = searchedText(query).toLowerCase();
  const rows = GROUPS.filter((row) => row.name.toLowerCase().includes(text));
  const page = query.page ?? 1;
  const limit = query.limit ?? 10;
  const data = rows.slice((page - 1) * limit, page * limit);
  return { data, count: data.length, total: rows.length, page, pageCount: Math.ceil(rows.length / limit) };
}

const rows = <T,>(items: Partial<T>[]) => items as T[];

let listPaged: jest.SpiedFunction<typeof academyGroupsApi.listPaged>;

beforeEach(() => {
  sessionStore.set(menuAtom, [aMenuItem(40, '/academias/grupos', ['crear', 'editar', 'eliminar'])]);
  sessionStore.set(currentPathAtom, '/academias/grupos');
  listPaged = jest.spyOn(academyGroupsApi, 'listPaged').mockImplementation(async (query) => pageOf(query));
  jest.spyOn(academyActivitiesApi, 'list').mockResolvedValue(rows<AcademyActivity>([{ id: 1, name: 'Natación' }, { id: 2, name: 'Ballet' }]));
  jest.spyOn(academyTeachersApi, 'list').mockResolvedValue(rows<Teacher>([{ id: 4, name: 'Laura', lastNameFather: 'Ortiz', lastNameMother: 'Ruiz' }]));
  jest.spyOn(cyclesResourceApi, 'list').mockResolvedValue(rows<CycleRecord>([{ id: 2, name: '2025-2026' }]));
  jest.spyOn(gradesApi, 'list').mockResolvedValue(rows<Grade>([{ id: 1, name: '1° Primaria' }]));
  jest.spyOn(academyConceptsApi, 'list').mockResolvedValue(rows<AcademyConcept>([{ id: 7, name: 'Mensualidad natación', conceptType: 'Monthly' }]));
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.set(menuAtom, []);
  sessionStore.set(currentPathAtom, '/');
});

async function renderPage() {
  await renderScreen(<MemoryRouter><GroupsPage /></MemoryRouter>);
}

type User = ReturnType<typeof userEvent.setup>;

async function openNewGroup(user: User) {
  await renderPage();
  await user.click(await screen.findByRole('button', { name: 'Nuevo grupo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nuevo grupo' });
  // The options come from the catalogues.
  await within(dialog).findByRole('option', { name: 'Natación' });
  return dialog;
}

// Text is pasted, not typed key by key: each key re-renders the whole form, and this runs in most tests (the
// form's per-key behaviour is the form kit's own tests' business).
async function pasteInto(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillValidGroup(user: User, dialog: HTMLElement) {
  await user.selectOptions(within(dialog).getByLabelText('Actividad'), 'Natación');
  await pasteInto(user, within(dialog).getByLabelText('Nombre del grupo'), '  Natación infantil A ');
  await user.selectOptions(within(dialog).getByLabelText('Maestro'), 'Laura Ortiz Ruiz');
  await pasteInto(user, within(dialog).getByLabelText('Salón o lugar'), 'Alberca');
  const capacity = within(dialog).getByLabelText('Cupo');
  await user.clear(capacity);
  await user.type(capacity, '12');
}

const save = (user: User, dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

describe('GroupsPage', () => {
  it('lists the groups with activity, teacher and seats taken, pages through them and searches', async () => {
    const user = userEvent.setup();
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Grupos' });
    const ballet = await within(table).findByRole('row', { name: /Ballet clásico/ });
    expect(ballet).toHaveTextContent('Ballet');
    expect(ballet).toHaveTextContent('Laura Ortiz');
    expect(ballet).toHaveTextContent('Lun 16:00–17:00');
    expect(ballet).toHaveTextContent('10 / 10');
    expect(within(table).getByRole('row', { name: /Grupo 02/ })).toHaveTextContent('3 / 10');
    expect(within(table).queryByRole('row', { name: /Grupo 11/ })).toBeNull();
    expect(screen.getByText('12 registros')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await within(table).findByRole('row', { name: /Grupo 11/ })).toBeInTheDocument();
    expect(within(table).queryByRole('row', { name: /Ballet clásico/ })).toBeNull();
    expect(listPaged).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, limit: 10 }));

    // A search goes back to page 1 and asks the server for the text in name, place or schedule.
    await user.type(screen.getByRole('searchbox'), 'ballet');
    expect(await within(table).findByRole('row', { name: /Ballet clásico/ })).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Grupo 02/ })).toBeNull());
    const query = listPaged.mock.calls.at(-1)![0]!;
    expect(query.page).toBe(1);
    expect(JSON.stringify(query.search)).toContain('{"$or":[{"name":{"$contL":"ballet"}},{"place":{"$contL":"ballet"}},{"schedule":{"$contL":"ballet"}}]}');
    expect(screen.getByText('1 registro')).toBeInTheDocument();
  });

  it('asks for the required fields before sending anything', async () => {
    const create = jest.spyOn(academyApi, 'createGroup');
    const user = userEvent.setup();
    const dialog = await openNewGroup(user);
    await user.clear(within(dialog).getByLabelText('Cupo'));
    await save(user, dialog);
    expect(await within(dialog).findAllByText('Este campo es requerido')).toHaveLength(3);
    expect(within(dialog).getByLabelText('Actividad')).toBeInvalid();
    expect(within(dialog).getByLabelText('Nombre del grupo')).toBeInvalid();
    expect(within(dialog).getByLabelText('Cupo')).toBeInvalid();
    expect(create).not.toHaveBeenCalled();
  });

  it.each([
    ['0', 'Cupo de 1 a 1000'],
    ['1001', 'Cupo de 1 a 1000'],
    ['12.5', 'Cupo de 1 a 1000'],
  ])('refuses a capacity of %s with «%s»', async (value, message) => {
    const create = jest.spyOn(academyApi, 'createGroup');
    const user = userEvent.setup();
    const dialog = await openNewGroup(user);
    await fillValidGroup(user, dialog);
    const capacity = within(dialog).getByLabelText('Cupo');
    await user.clear(capacity);
    await user.type(capacity, value);
    await save(user, dialog);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(capacity).toBeInvalid();
    expect(create).not.toHaveBeenCalled();
  });

  it('takes a capacity of 1000, the most the API allows', async () => {
    const create = jest.spyOn(academyApi, 'createGroup').mockResolvedValue({ id: 13, schedule: 'Lun 16:00–17:00', enrolled: 0, capacity: 1000 });
    const user = userEvent.setup();
    const dialog = await openNewGroup(user);
    await fillValidGroup(user, dialog);
    const capacity = within(dialog).getByLabelText('Cupo');
    await user.clear(capacity);
    await user.type(capacity, '1000');
    await save(user, dialog);
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ capacity: 1000, minAge: null, maxAge: null })));
  });

  it('refuses an age that is not a number of years, and a schedule ending before it starts', async () => {
    const create = jest.spyOn(academyApi, 'createGroup');
    const user = userEvent.setup();
    const dialog = await openNewGroup(user);
    await fillValidGroup(user, dialog);
    await user.type(within(dialog).getByLabelText('Edad mínima'), '-3');
    await user.type(within(dialog).getByLabelText('Edad máxima'), '120');
    const end = within(dialog).getByLabelText('Fin del horario 1');
    await user.clear(end);
    await user.type(end, '15:00');
    await save(user, dialog);
    expect(await within(dialog).findAllByText('Edad de 0 a 99')).toHaveLength(2);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Horario 1: La hora de fin debe ser posterior a la de inicio');
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a maximum age below the minimum on «Edad máxima» without calling the API; an equal one passes', async () => {
    const create = jest.spyOn(academyApi, 'createGroup').mockResolvedValue({ id: 13, schedule: 'Lun 16:00–17:00', enrolled: 0, capacity: 12 });
    const user = userEvent.setup();
    const dialog = await openNewGroup(user);
    await fillValidGroup(user, dialog);
    await user.type(within(dialog).getByLabelText('Edad mínima'), '10');
    const maxAge = within(dialog).getByLabelText('Edad máxima');
    await user.type(maxAge, '5');
    await save(user, dialog);
    expect(await within(dialog).findByText(MAX_AGE_BELOW_MINIMUM)).toBeInTheDocument();
    expect(MAX_AGE_BELOW_MINIMUM).toBe('La edad máxima debe ser mayor o igual a la mínima');
    expect(maxAge).toBeInvalid();
    expect(within(dialog).getByLabelText('Edad mínima')).toBeValid();
    expect(create).not.toHaveBeenCalled();

    await user.clear(maxAge);
    await user.type(maxAge, '10');
    await waitFor(() => expect(within(dialog).queryByText(MAX_AGE_BELOW_MINIMUM)).toBeNull());
    await save(user, dialog);
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ minAge: 10, maxAge: 10 })));
  });

  it('takes a minimum age with no maximum (an open bound)', async () => {
    const create = jest.spyOn(academyApi, 'createGroup').mockResolvedValue({ id: 13, schedule: 'Lun 16:00–17:00', enrolled: 0, capacity: 12 });
    const user = userEvent.setup();
    const dialog = await openNewGroup(user);
    await fillValidGroup(user, dialog);
    await user.type(within(dialog).getByLabelText('Edad mínima'), '10');
    await save(user, dialog);
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ minAge: 10, maxAge: null })));
  });

  it('refuses, when editing, lowering the maximum age below the saved minimum without calling the API', async () => {
    GROUPS[1] = group(2, 'Grupo 02', { minAge: 6, maxAge: 12 });
    const update = jest.spyOn(academyApi, 'updateGroup');
    try {
      const user = userEvent.setup();
      await renderPage();
      await user.click(within(await screen.findByRole('row', { name: /Grupo 02/ })).getByRole('button', { name: 'Editar' }));
      const dialog = await screen.findByRole('dialog', { name: 'Editar grupo' });
      const maxAge = within(dialog).getByLabelText('Edad máxima');
      expect(within(dialog).getByLabelText('Edad mínima')).toHaveValue('6');
      expect(maxAge).toHaveValue('12');
      await user.clear(maxAge);
      await user.type(maxAge, '5');
      await save(user, dialog);
      expect(await within(dialog).findByText(MAX_AGE_BELOW_MINIMUM)).toBeInTheDocument();
      expect(maxAge).toBeInvalid();
      expect(update).not.toHaveBeenCalled();
    } finally {
      GROUPS[1] = group(2, 'Grupo 02');
    }
  });

  it("creates a group with what was typed; the API's refusal of a field (a teacher removed meanwhile) shows on that field", async () => {
    const create = jest
      .spyOn(academyApi, 'createGroup')
      .mockRejectedValueOnce(new ApiError({ statusCode: 400, message: 'Los datos enviados no son válidos', fields: [{ field: 'teacherId', message: 'No existe' }] }))
      .mockResolvedValueOnce({ id: 13, schedule: 'Lun 16:00–17:00, Mié 17:00–18:00', enrolled: 0, capacity: 12 });
    const user = userEvent.setup();
    const dialog = await openNewGroup(user);
    await fillValidGroup(user, dialog);
    await user.type(within(dialog).getByLabelText('Edad mínima'), '10');
    await user.type(within(dialog).getByLabelText('Edad máxima'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar horario' }));
    await user.selectOptions(within(dialog).getByLabelText('Día del horario 2'), '3');
    const start = within(dialog).getByLabelText('Inicio del horario 2');
    await user.clear(start);
    await user.type(start, '17:00');
    const end = within(dialog).getByLabelText('Fin del horario 2');
    await user.clear(end);
    await user.type(end, '18:00');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar concepto' }));
    await user.selectOptions(within(dialog).getByLabelText('Concepto 1'), 'Mensualidad natación (mensual)');
    const dueDay = within(dialog).getByLabelText('Día de vencimiento del concepto 1');
    await user.clear(dueDay);
    await user.type(dueDay, '5');
    await save(user, dialog);

    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const sent: AcademyGroupSaveRequest = {
      activityId: 1, name: 'Natación infantil A', teacherId: 4, cycleId: null, place: 'Alberca', capacity: 12, minAge: 10, maxAge: 12, gradeIds: [], isActive: true,
      schedules: [{ dayOfWeek: 1, startTime: '16:00', endTime: '17:00' }, { dayOfWeek: 3, startTime: '17:00', endTime: '18:00' }],
      concepts: [{ conceptId: 7, dueDay: 5, isActive: true }],
    };
    expect(create).toHaveBeenCalledWith(sent);
    expect(await within(dialog).findByText('No existe')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Maestro')).toBeInvalid();
    expect(await screen.findByText('Los datos enviados no son válidos')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Nuevo grupo' })).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Maestro'), 'Sin asignar');
    const before = listPaged.mock.calls.length;
    await save(user, dialog);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    expect(create.mock.calls[1]![0]).toMatchObject({ teacherId: null, minAge: 10, maxAge: 12 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuevo grupo' })).toBeNull());
    // The list is read again so the new group shows.
    await waitFor(() => expect(listPaged.mock.calls.length).toBeGreaterThan(before));
  });

  it("shows the API's refusal of a schedule clash in Spanish and keeps the form", async () => {
    jest
      .spyOn(academyApi, 'createGroup')
      .mockRejectedValue(new ApiError({ statusCode: 409, message: 'Horario empalmado: El maestro ya imparte el grupo «Ballet clásico» el lunes 16:00–17:00' }));
    const user = userEvent.setup();
    const dialog = await openNewGroup(user);
    await fillValidGroup(user, dialog);
    await save(user, dialog);
    expect(await screen.findByText('Horario empalmado: El maestro ya imparte el grupo «Ballet clásico» el lunes 16:00–17:00')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nombre del grupo')).toHaveValue('  Natación infantil A ');
  });

  it("edits a group with its saved values; the API's refusal to lower the capacity below the seats taken is shown", async () => {
    const update = jest.spyOn(academyApi, 'updateGroup').mockRejectedValue(new ApiError({ statusCode: 409, message: 'El cupo no puede ser menor a los lugares ocupados (10)' }));
    const user = userEvent.setup();
    await renderPage();
    const row = await screen.findByRole('row', { name: /Ballet clásico/ });
    await user.click(within(row).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar grupo' });
    expect(within(dialog).getByLabelText('Nombre del grupo')).toHaveValue('Ballet clásico');
    expect(within(dialog).getByLabelText('Inicio del horario 1')).toHaveValue('16:00');
    const capacity = within(dialog).getByLabelText('Cupo');
    expect(capacity).toHaveValue('10');
    await user.clear(capacity);
    await user.type(capacity, '8');
    await save(user, dialog);
    await waitFor(() => expect(update).toHaveBeenCalledWith(1, expect.objectContaining({ capacity: 8, name: 'Ballet clásico' })));
    expect(await screen.findByText('El cupo no puede ser menor a los lugares ocupados (10)')).toBeInTheDocument();
  });

  it("asks before deleting a group and shows the API's refusal when it still has inscriptions", async () => {
    const remove = jest.spyOn(academyApi, 'deleteGroup').mockRejectedValue(new ApiError({ statusCode: 409, message: 'El grupo tiene 3 inscripciones activas; deles de baja antes de eliminarlo' }));
    const user = userEvent.setup();
    await renderPage();
    const row = await screen.findByRole('row', { name: /Grupo 02/ });
    await user.click(within(row).getByRole('button', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Eliminar grupo' });
    expect(confirm).toHaveTextContent('¿Eliminar el grupo «Grupo 02»?');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(2));
    expect(await screen.findByText('El grupo tiene 3 inscripciones activas; deles de baja antes de eliminarlo')).toBeInTheDocument();
  });

  it("prints a group's attendance list with its active participants", async () => {
    const attendance = jest.spyOn(academyApi, 'attendanceList').mockResolvedValue({
      group: { id: 2, name: 'Grupo 02', activity: 'Natación', teacher: 'Laura Ortiz', place: 'Alberca', schedule: 'Lun 16:00–17:00', capacity: 10, enrolled: 2 },
      participants: [
        { inscriptionId: 31, kind: 'alumno', personId: 3, name: 'Valeria Martínez Rivera', enrollment: 'A2026003', inscriptionDate: '2026-02-02' },
        { inscriptionId: 32, kind: 'externo', personId: 9, name: 'Diego Salas', enrollment: '', inscriptionDate: '2026-02-03' },
      ],
    });
    const user = userEvent.setup();
    await renderPage();
    await user.click(within(await screen.findByRole('row', { name: /Grupo 02/ })).getByRole('button', { name: 'Asistencia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lista de asistencia' });
    expect(attendance).toHaveBeenCalledWith(2);
    expect(await within(dialog).findByText('Natación · Grupo 02')).toBeInTheDocument();
    expect(within(dialog).getByText('Inscritos: 2 de 10')).toBeInTheDocument();
    const sheet = within(dialog).getByRole('table', { name: 'Participantes' });
    expect(within(sheet).getByRole('row', { name: /Valeria Martínez Rivera/ })).toHaveTextContent('1Valeria Martínez RiveraAlumnoA2026003');
    expect(within(sheet).getByRole('row', { name: /Diego Salas/ })).toHaveTextContent('2Diego SalasExterno');
  });

  it('offers no new group, edit or delete without those permissions', async () => {
    sessionStore.set(menuAtom, [aMenuItem(40, '/academias/grupos', [])]);
    await renderPage();
    const row = await screen.findByRole('row', { name: /Ballet clásico/ });
    expect(within(row).getByRole('button', { name: 'Asistencia' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Eliminar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nuevo grupo' })).toBeNull();
  });
});
