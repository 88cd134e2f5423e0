import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { AcademyEnrolmentRow, Paginated } from '@mikro/contracts';
import { ApiError, academyApi, academyGroupsApi } from '@mikro/api-client';
import { currentPathAtom, menuAtom, sessionStore } from '@mikro/session';
import { aMenuItem } from '@mikro/session/testing';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { InscriptionsPage } from './InscriptionsPage';

const row = (id: number, personName: string, patch: Partial<AcademyEnrolmentRow> = {}): AcademyEnrolmentRow => ({
  id, groupId: 5, groupName: 'Infantil A', activityName: 'Natación', schedule: 'Lun 16:00–17:00', kind: 'alumno', studentId: id, externalId: null,
  personName, enrollment: 'A2026003', inscriptionDate: '2026-02-02', status: 'activa', dropDate: null, dropReason: '', pendingAmount: '1600.00', pendingCharges: 2,
  ...patch,
});
const page = (data: AcademyEnrolmentRow[]): Paginated<AcademyEnrolmentRow> => ({ data, count: data.length, total: data.length, page: 1, pageCount: 1 });

let enrolments: jest.SpiedFunction<typeof academyApi.enrolments>;

beforeEach(() => {
  sessionStore.set(menuAtom, [aMenuItem(41, '/academias/inscripciones', ['crear', 'editar'])]);
  sessionStore.set(currentPathAtom, '/academias/inscripciones');
  enrolments = jest
    .spyOn(academyApi, 'enrolments')
    .mockResolvedValue(page([row(1, 'Valeria Martínez Rivera'), row(2, 'Diego Salas', { kind: 'externo', status: 'terminada', pendingAmount: '0.00', pendingCharges: 0 })]));
  jest.spyOn(academyGroupsApi, 'list').mockResolvedValue([]);
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.set(menuAtom, []);
  sessionStore.set(currentPathAtom, '/');
});

async function renderPage() {
  await renderScreen(<InscriptionsPage />);
  return screen.findByRole('table', { name: 'Inscripciones' });
}

describe('InscriptionsPage', () => {
  it('lists the active inscriptions with what each owes, as the API reports it, and filters by status', async () => {
    const user = userEvent.setup();
    const table = await renderPage();
    const valeria = await within(table).findByRole('row', { name: /Valeria Martínez Rivera/ });
    expect(valeria).toHaveTextContent('Natación · Infantil A');
    expect(valeria).toHaveTextContent('Activa');
    expect(valeria).toHaveTextContent('$ 1,600.00');
    expect(within(table).getByRole('row', { name: /Diego Salas/ })).toHaveTextContent('Externo');
    expect(enrolments).toHaveBeenCalledWith(expect.objectContaining({ page: 1, status: 'activa' }));

    await user.selectOptions(screen.getByLabelText('Estado'), 'baja');
    await waitFor(() => expect(enrolments).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, status: 'baja' })));
    await user.selectOptions(screen.getByLabelText('Estado'), '');
    await waitFor(() => expect(enrolments).toHaveBeenLastCalledWith(expect.objectContaining({ status: undefined })));
  });

  it('ends an active inscription and reactivates an ended one; a refusal shows the API text', async () => {
    const change = jest
      .spyOn(academyApi, 'changeStatus')
      .mockResolvedValueOnce({ id: 1, status: 'terminada' })
      .mockRejectedValueOnce(new ApiError({ statusCode: 409, message: 'El grupo «Infantil A» está lleno (cupo de 10)' }));
    const user = userEvent.setup();
    const table = await renderPage();
    const valeria = await within(table).findByRole('row', { name: /Valeria Martínez Rivera/ });
    expect(within(valeria).queryByRole('button', { name: 'Reactivar' })).toBeNull();
    // Ending frees the seat (the group may fill up before a reactivation): it asks first.
    await user.click(within(valeria).getByRole('button', { name: 'Terminar' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Terminar inscripción' });
    expect(confirm).toHaveTextContent('Valeria Martínez Rivera deja Natación · Infantil A');
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(change).not.toHaveBeenCalled();
    await user.click(within(valeria).getByRole('button', { name: 'Terminar' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Terminar inscripción' });
    await user.click(within(confirm).getByRole('button', { name: 'Terminar' }));
    await waitFor(() => expect(change).toHaveBeenCalledWith(1, 'terminada'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    const diego = within(table).getByRole('row', { name: /Diego Salas/ });
    await user.click(within(diego).getByRole('button', { name: 'Reactivar' }));
    await waitFor(() => expect(change).toHaveBeenLastCalledWith(2, 'activa'));
    expect(await screen.findByText('El grupo «Infantil A» está lleno (cupo de 10)')).toBeInTheDocument();
  });

  it('drops an inscription with a date and a reason, and reports what happened to its charges', async () => {
    const drop = jest.spyOn(academyApi, 'drop').mockResolvedValue({ id: 1, status: 'baja', dropDate: '2026-03-15', cancelledCharges: 3, keptPendingCharges: 1, paidCharges: 1 });
    const user = userEvent.setup();
    const table = await renderPage();
    const valeria = await within(table).findByRole('row', { name: /Valeria Martínez Rivera/ });
    await user.click(within(valeria).getByRole('button', { name: 'Dar de baja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dar de baja' });
    expect(dialog).toHaveTextContent('Valeria Martínez Rivera · Infantil A');
    await user.click(within(dialog).getByRole('button', { name: 'Dar de baja' }));
    expect(await within(dialog).findByText('Este campo es requerido')).toBeInTheDocument();
    expect(drop).not.toHaveBeenCalled();

    const date = within(dialog).getByLabelText('Fecha de baja');
    await user.clear(date);
    await user.type(date, '2026-03-15');
    await user.type(within(dialog).getByLabelText('Motivo'), '  Cambio de horario escolar ');
    await user.click(within(dialog).getByRole('button', { name: 'Dar de baja' }));
    await waitFor(() => expect(drop).toHaveBeenCalledWith(1, { dropDate: '2026-03-15', reason: 'Cambio de horario escolar' }));
    expect(await screen.findByText('Baja registrada: 3 cargos cancelados, 1 pendiente por pagar, 1 pagado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dar de baja' })).toBeNull());
  });

  it('opens the enrolment dialog from «Nueva inscripción»', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Nueva inscripción' }));
    expect(await screen.findByRole('dialog', { name: 'Nueva inscripción' })).toBeInTheDocument();
  });

  it('offers only the concepts to a user without the create and edit permissions', async () => {
    sessionStore.set(menuAtom, [aMenuItem(41, '/academias/inscripciones', [])]);
    const table = await renderPage();
    const valeria = await within(table).findByRole('row', { name: /Valeria Martínez Rivera/ });
    expect(within(valeria).getByRole('button', { name: 'Conceptos' })).toBeInTheDocument();
    expect(within(valeria).queryByRole('button', { name: 'Terminar' })).toBeNull();
    expect(within(valeria).queryByRole('button', { name: 'Dar de baja' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nueva inscripción' })).toBeNull();
  });
});
