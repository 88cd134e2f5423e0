import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@mikro/ui/core';
import { LoginPage } from './LoginPage';

describe('LoginPage', () => {
  it('signals the intent to sign in as soon as the person types, before any request', async () => {
    const onIntent = vi.fn();
    await act(async () => {
      render(
        <UiProvider>
          <MemoryRouter initialEntries={['/login']}>
            <LoginPage onIntent={onIntent} />
          </MemoryRouter>
        </UiProvider>,
      );
    });
    expect(onIntent).not.toHaveBeenCalled();
    await userEvent.setup().type(screen.getByLabelText('Correo electrónico'), 'a');
    expect(onIntent).toHaveBeenCalled();
  });
});
