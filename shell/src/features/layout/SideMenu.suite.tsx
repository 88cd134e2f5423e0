import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, jest } from '@jest/globals';
import type { MenuItem } from '@mikro/contracts';
import { UiProvider } from '@mikro/ui/core';
import { SideMenu } from './SideMenu';

const item = (id: number, name: string, url: string | null, children: MenuItem[] = []): MenuItem => ({
  id, name, url, children, isActive: true, parent: null, level: 1, icon: 'home', order: id, showInMenu: true, actions: ['ver'],
});

describe('SideMenu', () => {
  it('shows the whole name of a level-3 entry as a tooltip, since a long name is cut', async () => {
    const long = 'Estado de cuenta del alumno con sus abonos';
    const menu = [item(5, 'Reportes', null, [item(10, 'Tienda', null, [item(96, long, '/reportes/tienda/estado-cuenta-alumno')])])];
    render(
      <UiProvider>
        <MemoryRouter>
          <SideMenu items={menu} collapsed={false} onPrefetch={jest.fn()} />
        </MemoryRouter>
      </UiProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reportes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tienda' }));
    expect(screen.getByRole('link', { name: long })).toHaveAttribute('title', long);
  });
});
