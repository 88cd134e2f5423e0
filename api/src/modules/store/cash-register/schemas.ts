// TypeBox schemas of the cash registers: opening, movements, X/Z reports, closing and the transactions every payment leaves.
import { Type } from 'typebox';
import { Nullable } from '../../../schemas';
import { AmountText, Decimal, Id, IdRef, In, Notes, Out, Page, Paging, Reason, SalePayment, Timestamp, UserRef } from '../shared/schemas';

const CashRegisterStatus = Type.Union([Type.Literal('abierta'), Type.Literal('cerrada')]);
export const OpenCashRegisterBody = In({ openingAmount: AmountText, notes: Type.Optional(Notes) }, { examples: [{ openingAmount: '500.00', notes: 'Fondo del turno matutino' }] });
export const CloseCashRegisterBody = In(
  { counted: Type.Array(In({ methodId: Id, amount: AmountText }), { maxItems: 50 }), notes: Type.Optional(Notes) },
  { examples: [{ counted: [{ methodId: 1, amount: '1520.50' }, { methodId: 4, amount: '830.00' }], notes: '' }] },
);
export const RegisterSettings = Out({ blindClose: Type.Boolean() }, 'Cómo cierran sus cajas la sucursal: a ciegas, primero lo contado y después lo esperado');
export const RegisterSettingsBody = In({ blindClose: Type.Boolean() }, { examples: [{ blindClose: true }] });
export const MovementBody = In(
  { type: Type.Union([Type.Literal('entrada'), Type.Literal('salida')]), amount: AmountText, reason: Reason, methodId: Type.Optional(Id) },
  { examples: [{ type: 'salida', amount: '200.00', reason: 'Pago de garrafones de agua' }] },
);
export const CashRegisterListQuery = Type.Object({
  ...Paging,
  status: Type.Optional(CashRegisterStatus),
  cashierId: Type.Optional(Id),
  mine: Type.Optional(Type.Boolean({ description: 'Solo las cajas de quien consulta' })),
});
export const CashReportQuery = Type.Object({ cashRegisterId: Type.Optional(Id) });
const CashMethodSummary = Out({ methodId: Type.Integer(), methodName: Type.String(), expected: Decimal, counted: Nullable(Decimal), difference: Nullable(Decimal) });
const TransactionType = Out({ id: Type.Integer(), key: Type.String(), name: Type.String(), direction: Type.String() });
export const CashRegister = Out({
  id: Type.Integer(),
  branchOfficeId: Type.Integer(),
  cashier: UserRef,
  status: CashRegisterStatus,
  openingAmount: Decimal,
  openAt: Timestamp,
  closedAt: Nullable(Timestamp),
  notes: Type.String(),
  closing: Type.Union([Type.Array(CashMethodSummary), Type.Null()]),
});
export const Transaction = Out({
  id: Type.Integer(),
  agent: UserRef,
  cashRegister: Out({ id: Type.Integer() }),
  transactionType: TransactionType,
  payment: Type.Union([SalePayment, Type.Null()]),
  saleId: Nullable(Type.Integer()),
  saleFolio: Nullable(Type.String()),
  methodId: Type.Integer(),
  amount: Decimal,
  notes: Type.String(),
  createdAt: Timestamp,
});
export const Movement = Out({
  id: Type.Integer(),
  type: Type.String(),
  methodId: Type.Integer(),
  amount: Decimal,
  reason: Type.String(),
  user: UserRef,
  createdAt: Timestamp,
});
export const CashRegisterDetail = Out({ ...CashRegister.properties, transactions: Type.Array(Transaction), movements: Type.Array(Movement) });
/** The caller's open register in the branch office, or null. */
export const OpenCashRegister = Type.Union([CashRegisterDetail, Type.Null()]);
export const CashReport = Out({
  kind: Type.Union([Type.Literal('X'), Type.Literal('Z')]),
  cashRegister: CashRegister,
  generatedAt: Timestamp,
  salesCount: Type.Integer(),
  offlineSalesCount: Type.Integer({ description: 'Ventas hechas sin conexión' }),
  salesTotal: Decimal,
  collectedTotal: Decimal,
  refundsTotal: Decimal,
  cashIn: Decimal,
  cashOut: Decimal,
  methods: Type.Array(CashMethodSummary),
  expectedTotal: Decimal,
});
export const TransactionListQuery = Type.Object({ ...Paging, cashRegisterId: Type.Optional(Id) });
export const CreateTransactionBody = In(
  { agent: Type.Optional(IdRef), cashRegister: IdRef, payment: IdRef, transactionType: IdRef, notes: Type.Optional(Notes) },
  { examples: [{ cashRegister: { id: 3 }, payment: { id: 41 }, transactionType: { id: 2 }, notes: '' }] },
);
export const UpdateTransactionBody = In({ notes: Type.Optional(Notes), transactionType: Type.Optional(IdRef) }, { examples: [{ notes: 'Pago con tarjeta de la maestra Ruiz' }] });

export const CashRegisterPage = Page(CashRegister);
export const TransactionPage = Page(Transaction);
