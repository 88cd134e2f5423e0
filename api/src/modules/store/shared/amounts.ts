// Quantities and amounts of a request as Money. The route schema has already refused anything that is not a
// decimal in the column's range (shared/schemas.ts); checked here is only what a schema cannot say: the
// decimal places of a JSON number (its number branch admits 1.005) and "above zero" of a decimal text
// (its pattern admits "0").
import { Money } from '@mikro/domain';
import { badRequest } from '../../../plugins/errors';

/** What an Amount, Quantity or SignedQuantity schema lets through. */
export type DecimalInput = string | number;

function parse(input: DecimalInput, field: string, maxDecimals: number): Money {
  const value = Money.of(input);
  if (value.toDecimal().decimalPlaces() > maxDecimals) {
    throw badRequest(`${field}: admite a lo más ${maxDecimals} decimales`, [{ field, message: `Máximo ${maxDecimals} decimales` }]);
  }
  return value;
}

function aboveZero(value: Money, field: string): Money {
  if (!value.isPositive()) throw badRequest(`${field}: debe ser mayor que cero`, [{ field, message: 'Debe ser mayor que cero' }]);
  return value;
}

/** A quantity greater than 0 with up to 3 decimals. */
export function positiveQuantity(input: DecimalInput, field: string): Money {
  return aboveZero(parse(input, field, 3), field);
}

/** A signed quantity with up to 3 decimals. */
export function signedQuantity(input: DecimalInput, field: string): Money {
  return parse(input, field, 3);
}

/** An amount in centavos (≤ 2 decimals); its schema already refused a negative one. */
export function amount(input: DecimalInput, field: string): Money {
  return parse(input, field, 2);
}

/** An amount in centavos greater than 0. */
export function positiveAmount(input: DecimalInput, field: string): Money {
  return aboveZero(amount(input, field), field);
}

/** numeric(14,3) as read from PostgreSQL ("5.000") in its shortest form ("5"). */
export function quantityText(value: string | Money): string {
  return Money.of(value).toString();
}
