// One rule for an amount typed as text (a price, a quantity, a percentage): blank, format and bounds.
// Bounds are compared as decimals (Money), never as floats, so 1000.0000000000000001 is over 1000.
// This module is not in the forms entry (rules.ts): Money brings decimal.js, which the login page, the
// one page that loads that entry alone, never needs. The root entry exports it.
import { isAmountText, isValidAmount, Money, type MoneyInput } from '@mikro/domain';
import * as yup from 'yup';
import { MESSAGES } from './messages';

/**
 * How the text must be written. 'decimal': any plain decimal, signed, with any number of decimals
 * (quantities, percentages; isValidAmount). 'amount': money as the API takes it (AMOUNT_PATTERN: no sign,
 * at most 2 decimals, at most 12 integer digits; isAmountText).
 */
export type AmountFormat = 'decimal' | 'amount';

export interface AmountBounds {
  /** 'decimal' unless told. */
  format?: AmountFormat;
  min?: MoneyInput;
  /** The minimum itself is refused: the value must be more than min (e.g. min 0: positive). */
  minExclusive?: boolean;
  max?: MoneyInput;
  /** The maximum itself is refused: the value must be less than max. */
  maxExclusive?: boolean;
}

/** The texts of each problem. A field with one text for every problem passes it as a string instead. */
export interface AmountMessages {
  /** Blank when required; MESSAGES.required unless told. */
  required?: string;
  /** Not written as the format asks. */
  invalid?: string;
  /** Under the minimum (or equal to it when exclusive). */
  min?: string;
  /** Over the maximum (or equal to it when exclusive). */
  max?: string;
}

export interface AmountStringOptions extends AmountBounds {
  /** Blank (only spaces) is refused; otherwise blank is an empty field and passes. */
  required?: boolean;
  /** One text for a wrong format and for both bounds, or a text for each. */
  messages?: string | AmountMessages;
}

type AmountProblem = 'invalid' | 'min' | 'max';

// A number out of bounds is told so before being told how money is written: "-5" in a field of 0 or more
// reads "must be 0 or more", which says more than "write an amount with up to 2 decimals".
function amountProblem(text: string, bounds: AmountBounds): AmountProblem | null {
  if (!isValidAmount(text)) return 'invalid';
  const value = Money.of(text);
  if (bounds.min !== undefined && (bounds.minExclusive ? value.lte(bounds.min) : value.lt(bounds.min))) return 'min';
  if (bounds.max !== undefined && (bounds.maxExclusive ? value.gte(bounds.max) : value.gt(bounds.max))) return 'max';
  if (bounds.format === 'amount' && !isAmountText(text)) return 'invalid';
  return null;
}

/**
 * The amountString rule outside a formik form (an inline input, a list of typed quantities): true when
 * `text` is a non-blank amount written as `format` asks and within the bounds. Surrounding spaces are ignored.
 */
export function isAmountInRange(text: string | null | undefined, bounds: AmountBounds = {}): boolean {
  const trimmed = (text ?? '').trim();
  return trimmed !== '' && amountProblem(trimmed, bounds) === null;
}

/** What a money field says of text that is not an amount the API takes (no sign, at most 2 decimals). */
export const MONEY_FORMAT_MESSAGE = 'Escriba un importe con hasta 2 decimales, p. ej. 1250.50';

const shown = (bound: MoneyInput) => Money.of(bound).toString();

function messagesOf(options: AmountStringOptions): Required<AmountMessages> {
  const given = typeof options.messages === 'string' ? { invalid: options.messages, min: options.messages, max: options.messages } : (options.messages ?? {});
  const { min, max } = options;
  return {
    required: given.required ?? MESSAGES.required,
    invalid: given.invalid ?? (options.format === 'amount' ? MONEY_FORMAT_MESSAGE : 'Escriba un número válido'),
    min: given.min ?? (min === undefined ? '' : options.minExclusive ? `Debe ser mayor que ${shown(min)}` : `Debe ser mayor o igual a ${shown(min)}`),
    max: given.max ?? (max === undefined ? '' : options.maxExclusive ? `Debe ser menor que ${shown(max)}` : `Debe ser menor o igual a ${shown(max)}`),
  };
}

/**
 * A text field holding an amount. Blank counts as empty: it passes, or fails with the required text when
 * `required`. Anything else must be a plain decimal, lie within min/max (compared as decimals) and be
 * written as `format` asks. The checks run in that order and a field shows only its first failing text.
 */
export function amountString(options: AmountStringOptions & { required: true }): yup.StringSchema<string>;
export function amountString(options?: AmountStringOptions): yup.StringSchema<string | undefined>;
export function amountString(options: AmountStringOptions = {}): yup.StringSchema<string> | yup.StringSchema<string | undefined> {
  const { required = false, messages: _messages, ...bounds } = options;
  const messages = messagesOf(options);
  const problem = (value: string | undefined) => (value?.trim() ? amountProblem(value.trim(), bounds) : null);
  const schema = yup
    .string()
    .trim()
    .test('amount', messages.invalid, (value) => problem(value) !== 'invalid')
    .test('amount-min', messages.min, (value) => problem(value) !== 'min')
    .test('amount-max', messages.max, (value) => problem(value) !== 'max');
  return required ? schema.required(messages.required) : schema;
}
