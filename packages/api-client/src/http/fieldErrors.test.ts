import { describe, expect, it, jest } from '@jest/globals';
import { ApiError } from './errors';
import { setServerFieldErrors } from './fieldErrors';

describe('setServerFieldErrors', () => {
  it('puts each field the API named under that field and answers the error', () => {
    const setFieldError = jest.fn<(field: string, message: string) => void>();
    const error = new ApiError({ message: 'Los datos enviados no son válidos', statusCode: 400, fields: [{ field: 'rfc', message: 'El RFC no tiene el formato del SAT' }, { field: 'schedules.0.startTime', message: 'Hora no válida' }] });
    const answered = setServerFieldErrors(error, setFieldError, (field) => field.split('.')[0] ?? field);
    expect(setFieldError.mock.calls).toEqual([['rfc', 'El RFC no tiene el formato del SAT'], ['schedules', 'Hora no válida']]);
    expect(answered.statusCode).toBe(400);
  });

  it('sets nothing for an error without fields, which the screen shows as a message', () => {
    const setFieldError = jest.fn<(field: string, message: string) => void>();
    expect(setServerFieldErrors(new Error('sin conexión'), setFieldError).message).toBe('sin conexión');
    expect(setFieldError).not.toHaveBeenCalled();
  });
});
