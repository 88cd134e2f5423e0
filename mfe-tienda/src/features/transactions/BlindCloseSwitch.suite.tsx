import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cashRegisterApi } from '@mikro/api-client';
import { menuAtom, sessionStore } from '@mikro/session';
import { aMenuItem } from '@mikro/session/testing';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { BlindCloseSwitch } from './BlindCloseSwitch';

afterEach(() => {
  sessionStore.set(menuAtom, []);
  jest.restoreAllMocks();
});

describe('BlindCloseSwitch', () => {
  it('lets a supervisor of the point of sale turn the branch office’s blind close on', async () => {
    sessionStore.set(menuAtom, [aMenuItem(12, '/ventas', ['ver', 'crear', 'supervisar'])]);
    jest.spyOn(cashRegisterApi, 'settings').mockResolvedValue({ blindClose: false });
    const save = jest.spyOn(cashRegisterApi, 'saveSettings').mockResolvedValue({ blindClose: true });
    const user = userEvent.setup();
    await renderScreen(<BlindCloseSwitch />);
    const toggle = await screen.findByRole('checkbox', { name: 'Cierre de caja a ciegas en esta sucursal' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(save).toHaveBeenCalledWith({ blindClose: true });
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('shows nothing to a cashier who does not supervise', async () => {
    sessionStore.set(menuAtom, [aMenuItem(12, '/ventas', ['ver', 'crear'])]);
    const settings = jest.spyOn(cashRegisterApi, 'settings').mockResolvedValue({ blindClose: false });
    await renderScreen(<BlindCloseSwitch />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(settings).not.toHaveBeenCalled();
  });
});
