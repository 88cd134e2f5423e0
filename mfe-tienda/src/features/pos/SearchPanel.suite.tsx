import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError, productsApi } from '@mikro/api-client';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { SearchPanel } from './SearchPanel';

afterEach(() => {
  jest.restoreAllMocks();
});

const renderSearch = (text: string) =>
  renderScreen(<SearchPanel text={text} onText={() => {}} onEnter={() => {}} view="list" onAdd={() => {}} searchRef={createRef<HTMLInputElement>()} />);

describe('SearchPanel', () => {
  it('says why a refused search found nothing, instead of Sin coincidencias', async () => {
    jest.spyOn(productsApi, 'list').mockRejectedValue(new ApiError({ message: 'No tiene permiso para realizar esta acción', statusCode: 403 }));
    await renderSearch('agua');
    expect(await screen.findByText('No se pudo buscar: No tiene permiso para realizar esta acción')).toBeInTheDocument();
    expect(screen.queryByText('Sin coincidencias')).not.toBeInTheDocument();
  });

  it('says Sin coincidencias when the search answers no product', async () => {
    jest.spyOn(productsApi, 'list').mockResolvedValue([]);
    await renderSearch('zzz');
    expect(await screen.findByText('Sin coincidencias')).toBeInTheDocument();
  });
});
