import * as yup from 'yup';
import { describe, expect, it } from '@jest/globals';
import { amountString, isAmountInRange } from './amount';
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
    expect(errorOf(maxLength(5), 'abcdef')).toBe('Máximo 5 caracteres');
    expect(errorOf(maxLength(120), 'x'.repeat(121))).toBe('Máximo 120 caracteres');
  });

  it('accepts text at the limit', () => {
    expect(errorOf(maxLength(5), 'abcde')).toBeNull();
  });
});

describe("yup's own messages", () => {
  it('are in Spanish for a rule written without a message', () => {
    expect(errorOf(yup.string().max(120), 'x'.repeat(121))).toBe('Máximo 120 caracteres');
    expect(errorOf(yup.string().min(5), 'abc')).toBe('Mínimo 5 caracteres');
    expect(errorOf(yup.string().required(), '')).toBe('Este campo es requerido');
    expect(errorOf(yup.string().email(), 'ana@')).toBe('Introduce un correo electrónico valido.');
    expect(errorOf(yup.number().max(12), 13)).toBe('Debe ser menor o igual a 12');
    expect(errorOf(yup.number().integer(), 1.5)).toBe('Escriba un número entero');
    expect(errorOf(yup.number(), 'doce')).toBe('Escriba un número');
    expect(errorOf(yup.date(), 'not a date')).toBe('Escriba una fecha que exista');
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
    expect(errorOf(rfcString(), 'GODE561331GR8')).toBe('El RFC no tiene el formato del SAT (12 caracteres persona moral, 13 persona física).');
    expect(errorOf(rfcString(), 'GODE5612')).toBe('El RFC no tiene el formato del SAT (12 caracteres persona moral, 13 persona física).');
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

describe('amountString', () => {
  const stock = amountString({ required: true, min: 0, messages: 'La existencia debe ser un número mayor o igual a 0' });

  it('takes blank as empty: it passes, or is refused with the required text', () => {
    expect(errorOf(amountString({ min: 0 }), '')).toBeNull();
    expect(errorOf(amountString({ min: 0 }), '   ')).toBeNull();
    expect(errorOf(amountString({ min: 0 }), undefined)).toBeNull();
    expect(errorOf(stock, '   ')).toBe('Este campo es requerido');
    expect(errorOf(stock, undefined)).toBe('Este campo es requerido');
    expect(errorOf(amountString({ required: true, messages: { required: 'Escribe el fondo' } }), '')).toBe('Escribe el fondo');
  });

  it('refuses text that is not a plain decimal, with the one text given for every problem', () => {
    for (const text of ['abc', '1e3', '1,5', '12..5', 'Infinity', '0x10']) expect(errorOf(stock, text)).toBe('La existencia debe ser un número mayor o igual a 0');
    expect(errorOf(stock, '-1')).toBe('La existencia debe ser un número mayor o igual a 0');
    expect(errorOf(stock, ' 12.5 ')).toBeNull();
    expect(errorOf(stock, '0')).toBeNull();
    expect(errorOf(stock, '.5')).toBeNull();
  });

  it("with format 'amount' takes money as the API does: no sign, at most 2 decimals", () => {
    const price = amountString({ format: 'amount', messages: { invalid: 'Importe con hasta dos decimales' } });
    expect(errorOf(price, '1250.50')).toBeNull();
    expect(errorOf(price, '999999999999.99')).toBeNull();
    expect(errorOf(price, '1250.505')).toBe('Importe con hasta dos decimales');
    expect(errorOf(price, '-5')).toBe('Importe con hasta dos decimales');
    expect(errorOf(price, '1000000000000')).toBe('Importe con hasta dos decimales');
    // The plain format takes them: a signed quantity or a percentage with more decimals.
    expect(errorOf(amountString(), '-5.125')).toBeNull();
  });

  it("with format 'amount' a money field keeps its bound's text and refuses a third decimal with the money text", () => {
    // A money field as the forms write it: its own text for the bound, the default text for what is not money.
    const fund = amountString({ required: true, format: 'amount', min: 0, messages: { min: 'El fondo debe ser un número mayor o igual a 0' } });
    const money = 'Escriba un importe con hasta 2 decimales, p. ej. 1250.50';
    expect(errorOf(fund, '10.555')).toBe(money);
    expect(errorOf(fund, 'abc')).toBe(money);
    expect(errorOf(fund, '1000000000000')).toBe(money);
    expect(errorOf(fund, '10.55')).toBeNull();
    expect(errorOf(fund, '0')).toBeNull();
    // Out of bounds is said before badly written: a negative reads as under the minimum, even with 3 decimals.
    expect(errorOf(fund, '-1')).toBe('El fondo debe ser un número mayor o igual a 0');
    expect(errorOf(fund, '-1.555')).toBe('El fondo debe ser un número mayor o igual a 0');
    const underTenMillion = amountString({ format: 'amount', max: 10_000_000, maxExclusive: true, messages: { max: 'El importe es demasiado grande' } });
    expect(errorOf(underTenMillion, '10000000.555')).toBe('El importe es demasiado grande');
    expect(errorOf(underTenMillion, '9999999.555')).toBe(money);
    expect(isAmountInRange('10.555', { format: 'amount', min: 0 })).toBe(false);
    expect(isAmountInRange('10.55', { format: 'amount', min: 0 })).toBe(true);
  });

  it('compares the bounds as decimals, not as floats', () => {
    const percentage = amountString({ min: -100, max: 1000, messages: 'Entre -100 y 1000' });
    expect(errorOf(percentage, '1000')).toBeNull();
    expect(errorOf(percentage, '-100')).toBeNull();
    // As floats both are exactly 1000 and -100.
    expect(errorOf(percentage, '1000.0000000000000001')).toBe('Entre -100 y 1000');
    expect(errorOf(percentage, '-100.0000000000000001')).toBe('Entre -100 y 1000');
    // As a float this is -0, not under 0.
    expect(errorOf(stock, `-0.${'0'.repeat(330)}1`)).toBe('La existencia debe ser un número mayor o igual a 0');
  });

  it('refuses the bound itself when exclusive', () => {
    const positive = amountString({ min: 0, minExclusive: true, messages: 'El importe debe ser mayor a 0' });
    expect(errorOf(positive, '0')).toBe('El importe debe ser mayor a 0');
    expect(errorOf(positive, '0.00')).toBe('El importe debe ser mayor a 0');
    expect(errorOf(positive, '0.01')).toBeNull();
    const underTenMillion = amountString({ max: 10_000_000, maxExclusive: true, messages: { max: 'Demasiado grande' } });
    expect(errorOf(underTenMillion, '10000000')).toBe('Demasiado grande');
    expect(errorOf(underTenMillion, '9999999.99')).toBeNull();
  });

  it('shows each problem its own text, and only the first one that applies', () => {
    const price = amountString({
      required: true,
      format: 'amount',
      min: 0,
      minExclusive: true,
      max: '1160.00',
      messages: { invalid: 'Con hasta dos decimales', min: 'Mayor que cero', max: 'No más que el total' },
    });
    const schema = yup.object({ amount: price });
    expect(errorsOf(schema, { amount: '' })).toEqual({ amount: 'Este campo es requerido' });
    expect(errorsOf(schema, { amount: 'x' })).toEqual({ amount: 'Con hasta dos decimales' });
    expect(errorsOf(schema, { amount: '0' })).toEqual({ amount: 'Mayor que cero' });
    expect(errorsOf(schema, { amount: '1160.01' })).toEqual({ amount: 'No más que el total' });
    expect(errorsOf(schema, { amount: '1160' })).toEqual({});
  });

  it('has Spanish texts of its own when none are given', () => {
    expect(errorOf(amountString(), 'x')).toBe('Escriba un número válido');
    expect(errorOf(amountString({ format: 'amount' }), '1.005')).toBe('Escriba un importe con hasta 2 decimales, p. ej. 1250.50');
    expect(errorOf(amountString({ min: 0 }), '-1')).toBe('Debe ser mayor o igual a 0');
    expect(errorOf(amountString({ min: '0.00', minExclusive: true }), '0')).toBe('Debe ser mayor que 0');
    expect(errorOf(amountString({ max: 100 }), '100.5')).toBe('Debe ser menor o igual a 100');
    expect(errorOf(amountString({ max: 100, maxExclusive: true }), '100')).toBe('Debe ser menor que 100');
  });
});

describe('isAmountInRange', () => {
  it('is the same rule outside a form: a non-blank amount within the bounds', () => {
    expect(isAmountInRange('12.5')).toBe(true);
    expect(isAmountInRange(' 3 ', { min: 0, minExclusive: true })).toBe(true);
    expect(isAmountInRange('0', { min: 0, minExclusive: true })).toBe(false);
    expect(isAmountInRange('-1', { min: 0 })).toBe(false);
    expect(isAmountInRange('')).toBe(false);
    expect(isAmountInRange('   ')).toBe(false);
    expect(isAmountInRange(undefined)).toBe(false);
    expect(isAmountInRange('abc')).toBe(false);
    expect(isAmountInRange('10.555', { format: 'amount' })).toBe(false);
    expect(isAmountInRange('1000.0000000000000001', { max: 1000 })).toBe(false);
  });
});
