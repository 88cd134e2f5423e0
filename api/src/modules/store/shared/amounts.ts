// Parsing of quantities and amounts sent by clients: decimal strings or numbers, never trusted blindly.
import { Money, isValidAmount } from '@mikro/domain';
import { badRequest } from '../../../plugins/errors';

const MAX_AMOUNT = Money.of('999999999999.99');

function parse(input: unknown, field: string, maxDecimals: number): Money {
  const text = typeof input === 'number' ? String(input) : input;
  if (typeof text !== 'string' || text.trim() === '' || !isValidAmount(text)) {
    throw badRequest(`${field}: debe ser un número`, [{ field, message: 'Debe ser un número' }]);
  }
  const value = Money.of(text.trim());
  if (value.toDecimal().decimalPlaces() > maxDecimals) {
    throw badRequest(`${field}: admite a lo más ${maxDecimals} decimales`, [{ field, message: `Máximo ${maxDecimals} decimales` }]);
  }
  if (value.abs().gt(MAX_AMOUNT)) throw badRequest(`${field}: valor fuera del rango permitido`, [{ field, message: 'Valor fuera del rango permitido' }]);
  return value;
}

/** A quantity greater than 0 with up to 3 decimals. */
export function positiveQuantity(input: unknown, field: string): Money {
  const value = parse(input, field, 3);
  if (!value.isPositive()) throw badRequest(`${field}: la cantidad debe ser mayor que cero`, [{ field, message: 'Debe ser mayor que cero' }]);
  return value;
}

/** A signed quantity with up to 3 decimals. */
export function signedQuantity(input: unknown, field: string): Money {
  return parse(input, field, 3);
}

/** An amount in centavos (≤ 2 decimals), 0 or more. */
export function nonNegativeAmount(input: unknown, field: string): Money {
  const value = parse(input, field, 2);
  if (value.isNegative()) throw badRequest(`${field}: el importe no puede ser negativo`, [{ field, message: 'No puede ser negativo' }]);
  return value;
}

/** An amount in centavos greater than 0. */
export function positiveAmount(input: unknown, field: string): Money {
  const value = nonNegativeAmount(input, field);
  if (!value.isPositive()) throw badRequest(`${field}: el importe debe ser mayor que cero`, [{ field, message: 'Debe ser mayor que cero' }]);
  return value;
}

/** numeric(14,3) as read from PostgreSQL ("5.000") in its shortest form ("5"). */
export function quantityText(value: string | Money): string {
  return Money.of(value).toString();
}
