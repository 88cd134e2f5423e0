// Shape checks of a payment request, before any transaction starts (the routes' TypeBox schemas check
// the same for HTTP callers; the academy calls the engine directly, so the engine checks again).
import type { ChargeLineRequest, PaymentMethodRequest } from '@mikro/contracts';
import { Money, deskConcessionProblems, findBank, findPaymentMethod, toDeskConcession, type DeskConcession } from '@mikro/domain';
import { badRequest } from '../../plugins/errors';
import type { PaymentModule } from './context';

export const MAX_LINES = 200;
export const MAX_METHODS = 20;
/** Anything above this is a typing error, not a payment. */
export const MAX_AMOUNT = '10000000';

export interface CollectPaymentInput {
  module: PaymentModule;
  lines: readonly ChargeLineRequest[];
  methods: readonly PaymentMethodRequest[];
  notes?: string;
}

export interface ValidMethod {
  methodId: number;
  bankId: number | null;
  amount: string;
  reference: string;
}

export interface ValidPayment {
  module: PaymentModule;
  lines: { chargeId: number; manualChargeIds: number[]; raiseByTaxFactor: boolean; concession: DeskConcession | null }[];
  methods: ValidMethod[];
  notes: string;
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function amountOf(value: unknown, field: string): string {
  let amount: Money;
  try {
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error();
    amount = Money.of(value);
  } catch {
    throw badRequest('Importe no válido', [{ field, message: 'Debe ser un importe (por ejemplo 1250.50)' }]);
  }
  if (!amount.isPositive()) throw badRequest('Importe no válido', [{ field, message: 'Debe ser mayor que cero' }]);
  if (amount.gt(MAX_AMOUNT)) throw badRequest('Importe no válido', [{ field, message: `No puede ser mayor que ${MAX_AMOUNT}` }]);
  if (!amount.round().eq(amount)) throw badRequest('Importe no válido', [{ field, message: 'Máximo dos decimales' }]);
  return amount.toFixed2();
}

export type ValidLines = Pick<ValidPayment, 'module' | 'lines'>;

/** The charge lines of a payment or a quote. */
export function validateLines(input: Pick<CollectPaymentInput, 'module' | 'lines'>): ValidLines {
  if (input.module !== 2 && input.module !== 3) throw badRequest('Módulo no válido', [{ field: 'module', message: '2 (academia) o 3 (colegio)' }]);
  if (!Array.isArray(input.lines) || input.lines.length === 0) throw badRequest('Seleccione al menos un cargo', [{ field: 'lines', message: 'Este campo es requerido' }]);
  if (input.lines.length > MAX_LINES) throw badRequest(`Máximo ${MAX_LINES} cargos por pago`, [{ field: 'lines', message: `Máximo ${MAX_LINES}` }]);
  const seen = new Set<number>();
  const lines = input.lines.map((line, index) => {
    if (!isId(line?.chargeId)) throw badRequest('Cargo no válido', [{ field: `lines.${index}.chargeId`, message: 'No válido' }]);
    if (seen.has(line.chargeId)) throw badRequest('Un cargo aparece dos veces', [{ field: `lines.${index}.chargeId`, message: 'Repetido' }]);
    seen.add(line.chargeId);
    const manual = line.manualChargeIds ?? [];
    if (!Array.isArray(manual) || manual.length > 20 || !manual.every(isId)) {
      throw badRequest('Cargos extra no válidos', [{ field: `lines.${index}.manualChargeIds`, message: 'Lista de identificadores (máximo 20)' }]);
    }
    if (line.raiseByTaxFactor !== undefined && typeof line.raiseByTaxFactor !== 'boolean') {
      throw badRequest('Valor no válido', [{ field: `lines.${index}.raiseByTaxFactor`, message: 'Debe ser verdadero o falso' }]);
    }
    if (line.raiseByTaxFactor && input.module === 3) {
      throw badRequest('Solo las academias suben el precio por el factor de impuesto', [{ field: `lines.${index}.raiseByTaxFactor`, message: 'No aplica al colegio' }]);
    }
    let concession: DeskConcession | null = null;
    if (line.concession !== undefined && line.concession !== null) {
      const problems = deskConcessionProblems(line.concession);
      const [first] = problems;
      if (first) throw badRequest(first.message, problems.map((p) => ({ field: `lines.${index}.concession.${p.field}`, message: p.message })));
      concession = toDeskConcession(line.concession);
    }
    return { chargeId: line.chargeId, manualChargeIds: [...new Set(manual)], raiseByTaxFactor: line.raiseByTaxFactor === true, concession };
  });
  return { module: input.module, lines };
}

export function validatePayment(input: CollectPaymentInput): ValidPayment {
  const { module, lines } = validateLines(input);
  if (!Array.isArray(input.methods) || input.methods.length === 0) throw badRequest('Indique la forma de pago', [{ field: 'methods', message: 'Este campo es requerido' }]);
  if (input.methods.length > MAX_METHODS) throw badRequest(`Máximo ${MAX_METHODS} formas de pago`, [{ field: 'methods', message: `Máximo ${MAX_METHODS}` }]);
  const methods = input.methods.map((method, index) => {
    if (!findPaymentMethod(method?.methodId)) throw badRequest('Forma de pago no válida', [{ field: `methods.${index}.methodId`, message: 'Forma de pago no válida' }]);
    const bankId = method.bankId ?? null;
    if (bankId !== null && !findBank(bankId)) throw badRequest('Banco no válido', [{ field: `methods.${index}.bankId`, message: 'Banco no válido' }]);
    const reference = method.reference ?? '';
    if (typeof reference !== 'string' || reference.length > 100) throw badRequest('Referencia no válida', [{ field: `methods.${index}.reference`, message: 'Máximo 100 caracteres' }]);
    return { methodId: method.methodId, bankId, amount: amountOf(method.amount, `methods.${index}.amount`), reference: reference.trim() };
  });
  const notes = input.notes ?? '';
  if (typeof notes !== 'string' || notes.length > 500) throw badRequest('Notas no válidas', [{ field: 'notes', message: 'Máximo 500 caracteres' }]);
  return { module, lines, methods, notes: notes.trim() };
}

/** Whether any line asks for a concession (the caller then checks the 'condonar' action). */
export function asksConcession(lines: readonly { concession?: unknown }[]): boolean {
  return lines.some((line) => line.concession !== undefined && line.concession !== null);
}

export function validateReason(reason: unknown): string {
  if (typeof reason !== 'string' || reason.trim().length < 3) throw badRequest('Indique el motivo de la cancelación', [{ field: 'reason', message: 'Este campo es requerido (mínimo 3 caracteres)' }]);
  if (reason.length > 500) throw badRequest('Motivo demasiado largo', [{ field: 'reason', message: 'Máximo 500 caracteres' }]);
  return reason.trim();
}
