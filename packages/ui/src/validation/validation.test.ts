import * as yup from 'yup';
import { describe, expect, it } from '@jest/globals';
import { changePasswordSchema } from './change-password';
import { MESSAGES } from './messages';
import { emailString, maxLength, requiredObject, requiredString, rfcString } from './rules';

function errorOf(schema: yup.Schema, value: unknown): string | null {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    return (error as yup.ValidationError).message;
  }
}

function errorsOf(schema: yup.Schema, value: unknown): Record<string, string> {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    const result: Record<string, string> = {};
    for (const inner of (error as yup.ValidationError).inner) {
      if (inner.path && !result[inner.path]) result[inner.path] = inner.message;
    }
    return result;
  }
}

describe('validation messages', () => {
  it('are the texts of the specification', () => {
    expect(MESSAGES).toMatchObject({
      required: 'Este campo es requerido',
      email: 'Introduce un correo electrónico valido.',
      requiredObject: 'Este campo es requerido.',
      rfcGeneric: 'El RFC no puede ser XEXX010101000 o XAXX010101000.',
      passwordsMismatch: 'Las contraseñas no coinciden',
    });
  });
});

describe('requiredString', () => {
  it('rejects empty, blank and missing text', () => {
    expect(errorOf(requiredString(), '')).toBe('Este campo es requerido');
    expect(errorOf(requiredString(), '   ')).toBe('Este campo es requerido');
    expect(errorOf(requiredString(), undefined)).toBe('Este campo es requerido');
  });

  it('accepts text', () => {
    expect(errorOf(requiredString(), 'Ana')).toBeNull();
  });
});

describe('emailString', () => {
  it('rejects an address without domain', () => {
    expect(errorOf(emailString(), 'ana@')).toBe('Introduce un correo electrónico valido.');
    expect(errorOf(emailString(), 'ana.example.com')).toBe('Introduce un correo electrónico valido.');
  });

  it('accepts a standard address and, unless required, an empty one', () => {
    expect(errorOf(emailString(), 'ana@colegio.mx')).toBeNull();
    expect(errorOf(emailString(), '')).toBeNull();
    expect(errorOf(emailString().required(MESSAGES.required), '')).toBe('Este campo es requerido');
  });
});

describe('maxLength', () => {
  it('names the limit in the message', () => {
    expect(errorOf(maxLength(5), 'abcdef')).toBe('Max 5 characters');
    expect(errorOf(maxLength(120), 'x'.repeat(121))).toBe('Max 120 characters');
  });

  it('accepts text at the limit', () => {
    expect(errorOf(maxLength(5), 'abcde')).toBeNull();
  });
});

describe('requiredObject', () => {
  it('rejects a missing selection or one with id 0', () => {
    expect(errorOf(requiredObject(), null)).toBe('Este campo es requerido.');
    expect(errorOf(requiredObject(), undefined)).toBe('Este campo es requerido.');
    expect(errorOf(requiredObject(), { id: 0 })).toBe('Este campo es requerido.');
    expect(errorOf(requiredObject(), { id: '0' })).toBe('Este campo es requerido.');
  });

  it('uses a custom message when given', () => {
    expect(errorOf(requiredObject('Selecciona una sucursal'), { id: 0 })).toBe('Selecciona una sucursal');
  });

  it('accepts a selection with a nonzero id', () => {
    expect(errorOf(requiredObject(), { id: 7 })).toBeNull();
  });
});

describe('rfcString', () => {
  it('rejects both generic RFCs, whatever the case', () => {
    const message = 'El RFC no puede ser XEXX010101000 o XAXX010101000.';
    expect(errorOf(rfcString(), 'XEXX010101000')).toBe(message);
    expect(errorOf(rfcString(), 'xaxx010101000')).toBe(message);
  });

  it("accepts an RFC in SAT's format and refuses one that is not", () => {
    expect(errorOf(rfcString(), 'GODE561231GR8')).toBeNull();
    expect(errorOf(rfcString(), 'ABC010203XY9')).toBeNull();
    expect(errorOf(rfcString(), '')).toBeNull();
    expect(errorOf(rfcString(), 'GODE561331GR8')).toBe('RFC no válido (12 o 13 caracteres con el formato del SAT).');
    expect(errorOf(rfcString(), 'GODE5612')).toBe('RFC no válido (12 o 13 caracteres con el formato del SAT).');
  });
});

describe('changePasswordSchema', () => {
  it('requires every field of a user who is not an admin', () => {
    expect(errorsOf(changePasswordSchema({ isAdmin: false }), {})).toEqual({
      passwordOld: 'Este campo es requerido',
      password: 'Este campo es requerido',
      passwordConfirm: 'Este campo es requerido',
    });
  });

  it('does not ask an admin for the old password', () => {
    const schema = changePasswordSchema({ isAdmin: true });
    expect(errorsOf(schema, { password: 'Nueva#2024', passwordConfirm: 'Nueva#2024' })).toEqual({});
  });

  it('rejects a repeat that differs from the new password', () => {
    const schema = changePasswordSchema({ isAdmin: false });
    expect(errorsOf(schema, { passwordOld: 'vieja', password: 'Nueva#2024', passwordConfirm: 'Nueva#2025' })).toEqual({
      passwordConfirm: 'Las contraseñas no coinciden',
    });
  });

  it('accepts a complete, matching form', () => {
    const schema = changePasswordSchema({ isAdmin: false });
    expect(errorsOf(schema, { passwordOld: 'vieja', password: 'Nueva#2024', passwordConfirm: 'Nueva#2024' })).toEqual({});
  });
});
