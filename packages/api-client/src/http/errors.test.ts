import { AxiosError } from 'axios';
import { describe, expect, it } from '@jest/globals';
import { ApiError, CONNECTION_ERROR_MESSAGE, toApiError } from './errors';

function axiosErrorWith(response?: { status: number | undefined; data: unknown }): AxiosError {
  const config = { headers: {} } as never;
  const full = response && { ...response, statusText: '', headers: {}, config };
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', config, {}, full as never);
}

describe('toApiError', () => {
  it('defaults the status code to 500 when a response carries none', () => {
    const error = toApiError(axiosErrorWith({ status: undefined, data: { message: 'Falla' } }));
    expect(error.statusCode).toBe(500);
    expect(error.message).toBe('Falla');
  });

  it("prefers the body's statusCode over the HTTP status", () => {
    expect(toApiError(axiosErrorWith({ status: 400, data: { statusCode: 422, message: 'x' } })).statusCode).toBe(422);
  });

  it('uses the legacy msg and list messages', () => {
    expect(toApiError(axiosErrorWith({ status: 400, data: { msg: 'Contraseña incorrecta' } })).message).toBe(
      'Contraseña incorrecta',
    );
    expect(toApiError(axiosErrorWith({ status: 400, data: { message: ['a', 'b'] } })).message).toBe('a. b');
  });

  it('treats a request with no response as a connection failure', () => {
    const error = toApiError(axiosErrorWith());
    expect(error).toMatchObject({ statusCode: 500, message: CONNECTION_ERROR_MESSAGE, body: undefined });
  });

  it('turns a raw body into an error, dumping it when it has no message', () => {
    expect(toApiError({ total: 3 })).toMatchObject({ message: '{"total":3}', statusCode: 500, body: { total: 3 } });
    expect(toApiError({ statusCode: 404, message: 'No existe' })).toMatchObject({ message: 'No existe', statusCode: 404 });
  });

  it('keeps an ApiError as it is and wraps plain errors', () => {
    const original = new ApiError({ message: 'x', statusCode: 418 });
    expect(toApiError(original)).toBe(original);
    expect(toApiError(new Error('boom'))).toMatchObject({ message: 'boom', statusCode: 500 });
  });
});
