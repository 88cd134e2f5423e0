// The demo gateway's test cards (the same numbers Stripe documents for its test mode), so a family can try the
// portal's payment without a real card: what each number does when charged.
import type { CardFunding } from './methods';

export type SandboxCardOutcome = { approved: true; funding: CardFunding } | { approved: false; reason: string };

export const SANDBOX_CARDS: readonly { number: string; label: string; outcome: SandboxCardOutcome }[] = [
  { number: '4242424242424242', label: 'Visa de crédito: aprobada', outcome: { approved: true, funding: 'credit' } },
  { number: '4000056655665556', label: 'Visa de débito: aprobada', outcome: { approved: true, funding: 'debit' } },
  { number: '4000000000000002', label: 'Rechazada por el banco', outcome: { approved: false, reason: 'El banco rechazó la tarjeta' } },
  { number: '4000000000009995', label: 'Fondos insuficientes', outcome: { approved: false, reason: 'La tarjeta no tiene fondos suficientes' } },
];

/** Digits only (spaces and dashes as people type them are dropped). */
export const cardDigits = (text: string): string => text.replace(/[\s-]/g, '');

/** The Luhn check digit rule every card number obeys. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface SandboxCardInput {
  number: string;
  /** MM/AA */
  expiry: string;
  cvc: string;
}

/** What is wrong with a card as typed, field by field (empty when it can be charged); `today` is 'YYYY-MM-DD'. */
export function sandboxCardProblems(card: SandboxCardInput, today: string): { field: keyof SandboxCardInput; message: string }[] {
  const problems: { field: keyof SandboxCardInput; message: string }[] = [];
  if (!passesLuhn(cardDigits(card.number))) problems.push({ field: 'number', message: 'Número de tarjeta no válido' });
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) problems.push({ field: 'expiry', message: 'Use el formato MM/AA' });
  else if (`20${expiry[2]}-${expiry[1]}` < today.slice(0, 7)) problems.push({ field: 'expiry', message: 'La tarjeta está vencida' });
  if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.push({ field: 'cvc', message: 'El código de seguridad tiene 3 o 4 dígitos' });
  return problems;
}

/** What charging a (valid) card does in the sandbox: the test numbers above, and any other card is declined. */
export function sandboxCardOutcome(number: string): SandboxCardOutcome {
  const digits = cardDigits(number);
  return SANDBOX_CARDS.find((card) => card.number === digits)?.outcome ?? { approved: false, reason: 'Tarjeta no válida en el modo de prueba: use una de las tarjetas de prueba' };
}

export const lastFour = (number: string): string => cardDigits(number).slice(-4);
