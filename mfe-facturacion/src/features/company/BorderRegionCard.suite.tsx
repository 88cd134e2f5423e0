import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { BorderRegionCard } from './BorderRegionCard';
import { borderRegionApi } from './borderRegionApi';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('BorderRegionCard', () => {
  it('marks a branch office as in the border region', async () => {
    jest.spyOn(borderRegionApi, 'list').mockResolvedValue([
      { id: 1, name: 'Matriz Centro', borderRegion: false },
      { id: 2, name: 'Sucursal Norte', borderRegion: true },
    ]);
    const set = jest.spyOn(borderRegionApi, 'set').mockResolvedValue({ id: 1, name: 'Matriz Centro', borderRegion: true });
    const user = userEvent.setup();
    await renderScreen(<BorderRegionCard canEdit />);
    const matriz = await screen.findByLabelText('Matriz Centro');
    expect(matriz).not.toBeChecked();
    expect(screen.getByLabelText('Sucursal Norte')).toBeChecked();
    await user.click(matriz);
    await waitFor(() => expect(set.mock.calls[0]?.[0]).toEqual({ id: 1, borderRegion: true }));
  });

  it('only shows the flags without editar', async () => {
    jest.spyOn(borderRegionApi, 'list').mockResolvedValue([{ id: 1, name: 'Matriz Centro', borderRegion: false }]);
    await renderScreen(<BorderRegionCard canEdit={false} />);
    expect(await screen.findByLabelText('Matriz Centro')).toBeDisabled();
  });
});
