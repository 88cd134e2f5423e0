// @test-environment jsdom
import '@mikro/ui/test-setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { CampusReminderSettings } from '@mikro/contracts';
import { remindersApi } from '@mikro/api-client';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { ReminderSettingsPanel } from './ReminderSettingsPanel';

const centro: CampusReminderSettings = { campusId: 4, campusName: 'Campus Centro', enabled: false, daysBefore: 3, enabledSince: null };

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ReminderSettingsPanel', () => {
  it('switches a campus on with its days before and saves it', async () => {
    jest.spyOn(remindersApi, 'settings').mockResolvedValue([centro]);
    const save = jest.spyOn(remindersApi, 'save').mockResolvedValue({ ...centro, enabled: true, daysBefore: 5, enabledSince: '2026-01-10' });
    const user = userEvent.setup();
    await renderScreen(<ReminderSettingsPanel canEdit />);
    await user.click(await screen.findByLabelText('Enviar recordatorios: Campus Centro'));
    const days = screen.getByRole('spinbutton', { name: 'Días antes del vencimiento: Campus Centro' });
    await user.clear(days);
    await user.type(days, '5');
    await user.click(screen.getByRole('button', { name: 'Guardar recordatorios de Campus Centro' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(4, { enabled: true, daysBefore: 5 }));
  });

  it('does not save days out of range', async () => {
    jest.spyOn(remindersApi, 'settings').mockResolvedValue([centro]);
    const user = userEvent.setup();
    await renderScreen(<ReminderSettingsPanel canEdit />);
    const days = await screen.findByRole('spinbutton', { name: 'Días antes del vencimiento: Campus Centro' });
    await user.clear(days);
    await user.type(days, '45');
    expect(screen.getByText('Indique de 0 a 30 días')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar recordatorios de Campus Centro' })).toBeDisabled();
  });

  it('shows the settings read-only without the campus screen’s «editar»', async () => {
    jest.spyOn(remindersApi, 'settings').mockResolvedValue([{ ...centro, enabled: true, enabledSince: '2026-01-10' }]);
    await renderScreen(<ReminderSettingsPanel canEdit={false} />);
    expect(await screen.findByText('Enviando desde 10/01/2026')).toBeInTheDocument();
    expect(screen.getByLabelText('Enviar recordatorios: Campus Centro')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Guardar/ })).not.toBeInTheDocument();
  });
});
