import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { FamilyTutor } from '@mikro/contracts';
import { portalApi } from '@mikro/api-client';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { TutorsPanel } from './TutorsPanel';

const rosa: FamilyTutor = { id: 1, userId: 30, name: 'Rosa Hernández', email: 'rosa@familia.mx', state: 'activa', invitedAt: '2026-01-05T16:00:00.000Z', expiresAt: null };
const jorge: FamilyTutor = { id: 2, userId: 31, name: 'Jorge Hernández', email: 'jorge@familia.mx', state: 'vencida', invitedAt: '2026-01-05T16:00:00.000Z', expiresAt: '2026-01-12T16:00:00.000Z' };

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the family’s tutors in the portal', () => {
  it('shows each tutor’s invitation state and offers to send an expired one again', async () => {
    jest.spyOn(portalApi, 'tutors').mockResolvedValue([rosa, jorge]);
    await renderScreen(<TutorsPanel familyId={9} canEdit />);
    expect(await screen.findByText('Cuenta activa')).toBeInTheDocument();
    expect(screen.getByText('Invitación vencida')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Reenviar invitación' })).toHaveLength(1);
  });

  it('invites a tutor and shows the one-time link the desk can hand over', async () => {
    jest.spyOn(portalApi, 'tutors').mockResolvedValue([]);
    const invite = jest.spyOn(portalApi, 'inviteTutor').mockResolvedValue({
      tutor: { ...jorge, id: 3, name: 'Ana Hernández', email: 'ana@familia.mx', state: 'pendiente' },
      link: 'http://localhost/reset-password/clave-de-un-solo-uso',
      mailId: 12,
    });
    const user = userEvent.setup();
    await renderScreen(<TutorsPanel familyId={9} canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Invitar tutor' }));
    const form = await screen.findByRole('form', { name: 'Invitar tutor al portal' });
    await user.type(within(form).getByLabelText(/Nombre del tutor/), 'Ana Hernández');
    await user.type(within(form).getByLabelText(/Correo electrónico/), 'ana@familia.mx');
    await user.click(within(form).getByRole('button', { name: 'Enviar invitación' }));
    await waitFor(() => expect(invite).toHaveBeenCalledWith(9, { name: 'Ana Hernández', email: 'ana@familia.mx' }));
    expect(await screen.findByLabelText('Enlace de invitación')).toHaveTextContent('http://localhost/reset-password/clave-de-un-solo-uso');
  });

  it('lets a desk without editar only read', async () => {
    jest.spyOn(portalApi, 'tutors').mockResolvedValue([jorge]);
    await renderScreen(<TutorsPanel familyId={9} canEdit={false} />);
    await screen.findByText('Invitación vencida');
    expect(screen.queryByRole('button', { name: 'Invitar tutor' })).not.toBeInTheDocument();
  });
});
