import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from '@jest/globals';
import { menuAtom, sessionStore } from '@mikro/session';
import { aMenuItem } from '@mikro/session/testing';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { LegacyReportsPage } from './LegacyReportsPage';

afterEach(() => {
  sessionStore.set(menuAtom, []);
});

describe('LegacyReportsPage', () => {
  it("leads a module with no older reports on to the new reports the role may open", async () => {
    sessionStore.set(menuAtom, [aMenuItem(100, '/reportes-old/colegio', ['ver']), aMenuItem(90, '/reportes/colegios/adeudos', ['ver']), aMenuItem(94, '/reportes/colegios/ingresos', ['ver'])]);
    await renderScreen(
      <MemoryRouter initialEntries={['/reportes-old/colegio']}>
        <LegacyReportsPage />
      </MemoryRouter>,
    );
    expect(screen.getByText('Sin reportes anteriores para este módulo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adeudos por antigüedad' })).toHaveAttribute('href', '/reportes/colegios/adeudos');
    expect(screen.getByRole('link', { name: 'Ingresos' })).toHaveAttribute('href', '/reportes/colegios/ingresos');
    // A report the role may not open is not offered.
    expect(screen.queryByRole('link', { name: 'Ingresos por grado' })).toBeNull();
  });
});
