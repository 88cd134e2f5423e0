// What the payment engine takes and answers, for both of its callers (school and academies): the lines to
// charge with their manual charges, the payment methods, and the quote, payment, detail, receipt and invoice
// state it returns.
import { Type } from 'typebox';
import { Amount, Id, Nullable } from '../../schemas';

const Str = Type.String();
const Int = Type.Integer();
const Kind = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

// ── requests ──
// The concession's parts are checked by the domain (deskConcessionProblems), which names each in Spanish.
const ConcessionRequest = Type.Object(
  {
    waiveSurcharges: Type.Optional(Type.Boolean({ description: 'Condona los recargos automáticos de la línea' })),
    discount: Type.Optional(Nullable(Type.String({ maxLength: 30, description: 'Descuento de importe fijo concedido en caja' }))),
    reason: Type.String({ maxLength: 1000, description: 'Motivo (mínimo 5 caracteres); queda en la bitácora' }),
  },
  { additionalProperties: false, description: "Requiere la acción 'condonar' de la pantalla de cobro" },
);
const LineRequest = Type.Object(
  {
    chargeId: Id,
    manualChargeIds: Type.Optional(Type.Array(Id, { maxItems: 20 })),
    raiseByTaxFactor: Type.Optional(Type.Boolean()),
    concession: Type.Optional(ConcessionRequest),
  },
  { additionalProperties: false },
);
export const QuoteBody = Type.Object({ lines: Type.Array(LineRequest, { minItems: 1, maxItems: 200 }) }, { additionalProperties: false });
export const PayBody = Type.Object(
  {
    lines: Type.Array(LineRequest, { minItems: 1, maxItems: 200 }),
    methods: Type.Array(
      Type.Object(
        { methodId: Type.Integer({ minimum: 1, maximum: 7 }), bankId: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 21 }))), amount: Amount, reference: Type.Optional(Type.String({ maxLength: 100 })) },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 20 },
    ),
    notes: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export const CancelBody = Type.Object({ reason: Type.String({ minLength: 3, maxLength: 500 }) }, { additionalProperties: false });

// ── responses ──
const Adjustment = Type.Object({ chargeId: Int, name: Str, kind: Kind, amount: Str, automatic: Type.Boolean() });
export const QuotedLine = Type.Object({
  chargeId: Int,
  studentId: Nullable(Int),
  externalId: Nullable(Int),
  conceptName: Str,
  year: Int,
  month: Int,
  quantity: Int,
  price: Str,
  base: Str,
  adjustments: Type.Array(Adjustment),
  conceded: Type.Optional(Type.Array(Type.Object({ kind: Type.Union([Type.Literal('condonacion'), Type.Literal('descuento')]), name: Str, amount: Str }))),
  subtotal: Str,
  tax: Str,
  total: Str,
  withIva: Type.Boolean(),
});
const Totals = { gross: Str, discounts: Str, surcharges: Str, subtotal: Str, tax: Str, total: Str };
/** One entry of the audit trail of what the desk conceded. */
export const Concession = Type.Object({
  id: Int,
  kind: Type.Union([Type.Literal('condonacion'), Type.Literal('descuento')]),
  name: Str,
  amount: Str,
  reason: Str,
  paymentId: Int,
  serie: Str,
  folio: Int,
  paymentStatus: Str,
  chargeId: Int,
  studentId: Nullable(Int),
  externalId: Nullable(Int),
  userName: Str,
  createdAt: Str,
});
export const ConcessionReport = Type.Object({ rows: Type.Array(Concession), waived: Str, discounted: Str });
export const Quote = Type.Object({ ...Totals, lines: Type.Array(QuotedLine), today: Str });
const paymentProps = {
  id: Int,
  module: Int,
  branchOfficeId: Int,
  serie: Str,
  folio: Int,
  payer: Type.Object({ studentId: Nullable(Int), externalId: Nullable(Int), familyId: Nullable(Int), name: Str }),
  cashier: Type.Object({ id: Int, name: Str }),
  ...Totals,
  received: Str,
  change: Str,
  status: Str,
  stamped: Int,
  notes: Str,
  cancelReason: Str,
  cancelledAt: Nullable(Str),
  createdAt: Str,
};
export const Payment = Type.Object(paymentProps);
const PaymentLine = Type.Object({
  id: Int,
  chargeId: Nullable(Int),
  studentId: Nullable(Int),
  externalId: Nullable(Int),
  conceptName: Str,
  satCode: Str,
  unitCode: Str,
  unit: Str,
  year: Nullable(Int),
  month: Nullable(Int),
  quantity: Int,
  price: Str,
  adjustments: Type.Array(Adjustment),
  subtotal: Str,
  tax: Str,
  total: Str,
  idConceptoCobro: Nullable(Int),
  status: Str,
  cancelReason: Str,
});
const PaymentMethod = Type.Object({ methodId: Int, methodName: Str, bankId: Nullable(Int), bankName: Str, amount: Str, applied: Str, reference: Str });
const detailProps = { ...paymentProps, lines: Type.Array(PaymentLine), methods: Type.Array(PaymentMethod) };
export const PaymentDetail = Type.Object(detailProps);
/** A PDF document (the body is the file itself). */
export const PdfFile = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'Documento PDF' });

export const Receipt = Type.Object({
  ...detailProps,
  company: Type.Object({ name: Str, businessName: Str, rfc: Str, address: Str, zip: Str }),
  branchOffice: Type.Object({ id: Int, name: Str, address: Str }),
});
export const InvoiceState = Type.Object({
  paymentId: Int,
  serie: Str,
  folio: Int,
  stamped: Int,
  invoices: Type.Array(Type.Object({ id: Int, uuid: Str, serie: Str, folio: Str, status: Str, total: Str, createdAt: Str })),
});
