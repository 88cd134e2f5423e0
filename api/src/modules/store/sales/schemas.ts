// TypeBox schemas of sales: checkout, history, detail, ticket, returns, abonos and credit.
import { Type } from 'typebox';
import { DEVICE_ID_PATTERN } from '@mikro/domain';
import { Nullable } from '../../../schemas';
import { Amount, Buyer, Day, Decimal, Id, In, Instalments, LineProperties, Notes, Out, Page, Paging, PaymentRequest, Quantity, Reason, SaleLineRequest, SalePayment, SaleType, Timestamp, Totals, UserRef } from '../shared/schemas';

const SaleStatus = Type.Union([Type.Literal('pagada'), Type.Literal('pendiente'), Type.Literal('cancelada'), Type.Literal('devuelta parcial')]);
export const CreateSaleBody = In(
  {
    lines: Type.Array(SaleLineRequest, { minItems: 1, maxItems: 500 }),
    payments: Type.Array(PaymentRequest, { maxItems: 20 }),
    saleType: Type.Optional(SaleType),
    clientId: Type.Optional(Nullable(Id)),
    studentId: Type.Optional(Nullable(Id)),
    priceListId: Type.Optional(Nullable(Id)),
    notes: Type.Optional(Notes),
    instalments: Type.Optional(Instalments),
    creditOverride: Type.Optional(In({ reason: Type.String({ minLength: 1, maxLength: 300 }) })),
    offline: Type.Optional(
      In(
        {
          cashRegisterId: Id,
          deviceId: Type.String({ pattern: DEVICE_ID_PATTERN, description: 'Identificador del dispositivo: de 8 a 40 letras mayúsculas y dígitos' }),
          number: Type.Integer({ minimum: 1, maximum: 999_999_999, description: 'Número provisional en la caja y el dispositivo' }),
          soldAt: Type.String({ format: 'date-time', description: 'Fecha y hora de la venta en el dispositivo (ISO 8601)' }),
          total: Amount,
        },
        { description: 'Venta hecha sin conexión, enviada al volver la red' },
      ),
    ),
  },
  {
    examples: [
      { lines: [{ productId: 12, quantity: '2' }, { productId: 30, quantity: '0.750', charges: [4] }], payments: [{ methodId: 1, amount: '200' }], saleType: 'regular' },
      { lines: [{ productId: 12, quantity: 1 }], payments: [], saleType: 'deferred', clientId: 7, instalments: { count: 3, firstDueDate: '2026-04-01', frequency: 'mensual' } },
    ],
  },
);
const SaleLine = Out({ id: Type.Integer(), ...LineProperties, returnedQuantity: Decimal });
const Instalment = Out({ number: Type.Integer(), dueDate: Type.String(), amount: Decimal });
const OfflineSaleInfo = Out(
  {
    cashRegisterId: Type.Integer(),
    deviceId: Type.String(),
    number: Type.Integer(),
    provisional: Type.String({ description: 'Número provisional como se imprimió' }),
    soldAt: Timestamp,
    reviewReason: Nullable(Type.String()),
    reviewedAt: Nullable(Timestamp),
  },
  'Venta hecha sin conexión',
);
export const Sale = Out({
  id: Type.Integer(),
  serie: Type.String(),
  folio: Type.Integer(),
  branchOfficeId: Type.Integer(),
  cashRegisterId: Type.Integer(),
  cashier: UserRef,
  client: Buyer,
  studentId: Nullable(Type.Integer()),
  quotationId: Nullable(Type.Integer()),
  saleType: SaleType,
  status: SaleStatus,
  ...Totals,
  paid: Decimal,
  balance: Decimal,
  change: Decimal,
  refunded: Decimal,
  notes: Type.String(),
  createdAt: Timestamp,
  instalments: Type.Array(Instalment),
  offline: Type.Union([OfflineSaleInfo, Type.Null()]),
});
export const SaleDetail = Out({ ...Sale.properties, lines: Type.Array(SaleLine), miniStoreSalePayments: Type.Array(SalePayment) });
export const SalesHistoryQuery = Type.Object({
  ...Paging,
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  cashierId: Type.Optional(Id),
  clientId: Type.Optional(Id),
  status: Type.Optional(SaleStatus),
  methodId: Type.Optional(Id),
  folio: Type.Optional(Id),
  serie: Type.Optional(Type.String({ maxLength: 10, description: 'Serie del folio como se imprime (V1)' })),
  offline: Type.Optional(Type.Boolean({ description: 'Solo las ventas hechas sin conexión' })),
  review: Type.Optional(Type.Union([Type.Literal('pendiente'), Type.Literal('revisada')], { description: 'Ventas sin conexión marcadas para revisión: por revisar o revisadas' })),
});
export const SaleReviewBody = In({ notes: Type.Optional(Notes) }, { examples: [{ notes: 'Se repuso la existencia' }] });
export const CreditQuery = Type.Object({ clientId: Id });
export const ClientCredit = Out({ clientId: Type.Integer(), limit: Decimal, balance: Decimal, available: Decimal });
export const Cashiers = Type.Array(UserRef);
export const SaleReturnBody = In(
  {
    lines: Type.Optional(Type.Array(In({ lineId: Id, quantity: Quantity }), { minItems: 1, maxItems: 500 })),
    reason: Reason,
    methodId: Type.Optional(Id),
  },
  { examples: [{ lines: [{ lineId: 88, quantity: '1' }], reason: 'Talla equivocada', methodId: 1 }, { reason: 'Venta registrada por error' }] },
);
export const SaleReturnResponse = Out({ sale: SaleDetail, refunded: Decimal });
export const AddSalePaymentBody = In({ payments: Type.Array(PaymentRequest, { minItems: 1, maxItems: 20 }) }, { examples: [{ payments: [{ methodId: 1, amount: '150.00' }] }] });
export const SaleTicket = Out({
  company: Out({ name: Type.String(), businessName: Type.String(), rfc: Type.String(), address: Type.String(), zip: Type.String(), regime: Type.String() }),
  branchOffice: Out({ id: Type.Integer(), name: Type.String(), address: Type.String() }),
  serie: Type.String(),
  folio: Type.Integer(),
  provisional: Nullable(Type.String({ description: 'Número provisional de una venta hecha sin conexión' })),
  createdAt: Timestamp,
  cashier: Type.String(),
  client: Nullable(Type.String()),
  saleType: SaleType,
  status: SaleStatus,
  lines: Type.Array(
    Out({ productName: Type.String(), productCode: Type.String(), quantity: Decimal, unitLabel: Type.String(), unitPrice: Decimal, discounts: Decimal, total: Decimal }),
  ),
  taxes: Out({ taxedSubtotal: Decimal, iva: Decimal, exempt: Decimal }),
  totals: Out(Totals),
  payments: Type.Array(Out({ methodName: Type.String(), amount: Decimal, received: Decimal, reference: Type.String() })),
  change: Decimal,
  balance: Decimal,
  instalments: Type.Array(Instalment),
});

export const SalePage = Page(Sale);
