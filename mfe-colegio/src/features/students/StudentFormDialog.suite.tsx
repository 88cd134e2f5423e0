import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Family } from '@mikro/contracts';
import { campusesApi, classroomsApi, familiesApi, gradesApi, modalitiesApi, studentsApi } from '@mikro/api-client';
import { currentPathAtom, menuAtom, sessionStore } from '@mikro/session';
import { aMenuItem } from '@mikro/session/testing';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { StudentFormDialog } from './StudentFormDialog';

const pena: Family = {
  id: 12, companyId: 1, name: 'Familia Peña Ruiz', fatherName: 'Andrés Peña', motherName: '', tutorName: '', phone: '', email: '', address: '', isActive: true,
  deletedAt: null, createdAt: '2026-11-28T10:00:00.000Z', updatedAt: '2026-11-28T10:00:00.000Z',
};

function withMenu(familiesActions: string[]) {
  sessionStore.set(menuAtom, [aMenuItem(40, '/alumnos', ['ver', 'crear', 'editar']), aMenuItem(42, '/familias', familiesActions)]);
  sessionStore.set(currentPathAtom, '/alumnos');
}

beforeEach(() => {
  for (const api of [familiesApi, modalitiesApi, campusesApi, gradesApi, classroomsApi] as { list: unknown }[]) {
    jest.spyOn(api as { list: () => Promise<unknown> }, 'list').mockResolvedValue([]);
  }
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.set(menuAtom, []);
  sessionStore.set(currentPathAtom, '/');
});

describe('the student form', () => {
  it('creates a family in a dialog and chooses it, without saving or leaving the student', async () => {
    withMenu(['ver', 'crear']);
    const createFamily = jest.spyOn(familiesApi, 'create').mockResolvedValue(pena);
    const createStudent = jest.spyOn(studentsApi, 'create');
    const user = userEvent.setup();
    await renderScreen(<StudentFormDialog student={null} onClose={() => undefined} />);
    await user.type(await screen.findByRole('textbox', { name: /Nombre\(s\)/ }), 'Ximena');
    await user.click(screen.getByRole('button', { name: 'Nueva familia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva familia' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nombre de la familia/ }), 'Familia Peña Ruiz');
    await user.click(within(dialog).getByRole('button', { name: 'Crear familia' }));
    await waitFor(() => expect(createFamily).toHaveBeenCalledTimes(1));
    expect(createFamily.mock.calls[0]?.[0]).toMatchObject({ name: 'Familia Peña Ruiz' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva familia' })).not.toBeInTheDocument());
    const studentDialog = screen.getByRole('dialog', { name: 'Nuevo alumno' });
    expect(within(studentDialog).getByRole('textbox', { name: /Nombre\(s\)/ })).toHaveValue('Ximena');
    expect(within(studentDialog).getByRole('combobox', { name: /Familia/ })).toHaveTextContent('Familia Peña Ruiz');
    expect(createStudent).not.toHaveBeenCalled();
  });

  it('offers no new family to a role that may not create families', async () => {
    withMenu(['ver']);
    await renderScreen(<StudentFormDialog student={null} onClose={() => undefined} />);
    await screen.findByRole('textbox', { name: /Nombre\(s\)/ });
    expect(screen.queryByRole('button', { name: 'Nueva familia' })).not.toBeInTheDocument();
  });
});
