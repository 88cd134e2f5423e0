import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { clientsApi } from '@mikro/api-client';
import type { Client } from '@mikro/contracts';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { ClientPicker } from './ClientPicker';

afterEach(() => {
  jest.restoreAllMocks();
});

const jorge = { id: 2, name: 'Jorge', last_name_father: 'Treviño', last_name_mother: 'Garza', enrollment: '' } as Client;

describe('ClientPicker', () => {
  it('says so when no client or student matches what was typed', async () => {
    jest.spyOn(clientsApi, 'list').mockResolvedValue([]);
    const user = userEvent.setup();
    await renderScreen(<ClientPicker value={null} onChange={() => {}} />);
    await user.type(screen.getByLabelText('Buscar cliente'), 'zzzz');
    expect(await screen.findByText('Sin coincidencias: ningún cliente o alumno se llama así')).toBeInTheDocument();
  });

  it('says why when the search is refused', async () => {
    jest.spyOn(clientsApi, 'list').mockRejectedValue(new Error('No tiene permiso para esta acción'));
    const user = userEvent.setup();
    await renderScreen(<ClientPicker value={null} onChange={() => {}} />);
    await user.type(screen.getByLabelText('Buscar cliente'), 'Jorge');
    expect(await screen.findByText('No se pudo buscar clientes: No tiene permiso para esta acción')).toBeInTheDocument();
  });

  it('offers the matches and hands back the one chosen', async () => {
    jest.spyOn(clientsApi, 'list').mockResolvedValue([jorge]);
    const onChange = jest.fn();
    const user = userEvent.setup();
    await renderScreen(<ClientPicker value={null} onChange={onChange} />);
    await user.type(screen.getByLabelText('Buscar cliente'), 'Jorge');
    await user.click(await screen.findByRole('option', { name: /Jorge Treviño Garza/ }));
    expect(onChange).toHaveBeenCalledWith(jorge);
  });

  it('answers the arrow keys: down and up move through the matches, Enter takes the highlighted one', async () => {
    const ana = { id: 3, name: 'Ana', last_name_father: 'Jorge', last_name_mother: '', enrollment: 'A-7' } as Client;
    jest.spyOn(clientsApi, 'list').mockResolvedValue([jorge, ana]);
    const onChange = jest.fn();
    const user = userEvent.setup();
    await renderScreen(<ClientPicker value={null} onChange={onChange} />);
    const search = screen.getByRole('combobox', { name: 'Buscar cliente' });
    await user.type(search, 'Jorge');
    expect(await screen.findByRole('option', { name: /Jorge Treviño Garza/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Ana Jorge/ })).toHaveAttribute('aria-selected', 'true');
    expect(search).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Ana Jorge/ }).id);
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenCalledWith(ana);
    expect(search).toHaveFocus();
  });
});
