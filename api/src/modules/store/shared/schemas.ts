// TypeBox schemas of the store API (/api/mini-store/…): requests are refused here with a 400 naming the field,
// responses are serialised by them and /api/docs shows both with examples. They follow packages/contracts/src/store.ts.
import { Type, type TObject, type TProperties } from 'typebox';
import { DEVICE_ID_PATTERN, QUANTITY_PATTERN } from '@mikro/domain';
import { AMOUNT_PATTERN, Day, Id, IdParams, Nullable } from '../../../schemas';

export { Id, IdParams };
/** A response object: the declared fields are documented and typed; any other field the service adds is kept. */
const Out = <T extends TProperties>(properties: T, description?: string): TObject<T> =>
  Type.Object(properties, { additionalProperties: true, ...(description ? { description } : {}) });
/** A request object: unknown fields are refused. */
const In = <T extends TProperties>(properties: T, options: { description?: string; examples?: unknown[] } = {}): TObject<T> =>
  Type.Object(properties, { additionalProperties: false, ...options });

// numeric(14,2): at most 999,999,999,999.99. Sent as a decimal string ("1250.50") or a JSON number.
const MAX_AMOUNT = 999_999_999_999.99;
/** An amount of money, 0 or more, up to 2 decimals. */
export const Amount = Type.Union([Type.String({ pattern: AMOUNT_PATTERN, examples: ['250.00'] }), Type.Number({ minimum: 0, maximum: MAX_AMOUNT })], {
  description: 'Importe de 0 a 999999999999.99 con hasta 2 decimales (texto decimal o número)',
});
/** An amount as a decimal string only (what the catalogue writes use). */
export const AmountText = Type.String({ pattern: AMOUNT_PATTERN, description: 'Importe de 0 a 999999999999.99 con hasta 2 decimales', examples: ['18.50'] });
// numeric(14,3): quantities of weighed units.
const QUANTITY_TEXT = QUANTITY_PATTERN;
const MAX_QUANTITY = 99_999_999_999.999;
/** A quantity greater than 0 with up to 3 decimals (the service refuses 0). */
export const Quantity = Type.Union([Type.String({ pattern: QUANTITY_TEXT, examples: ['2', '0.750'] }), Type.Number({ exclusiveMinimum: 0, maximum: MAX_QUANTITY })], {
  description: 'Cantidad mayor que 0 con hasta 3 decimales',
});
/** A stock level: 0 or more with up to 3 decimals. */
const StockLevel = Type.Union([Type.String({ pattern: QUANTITY_TEXT, examples: ['40'] }), Type.Number({ minimum: 0, maximum: MAX_QUANTITY })], {
  description: 'Existencia de 0 en adelante con hasta 3 decimales',
});
/** A signed quantity (a stock delta) with up to 3 decimals. */
export const SignedQuantity = Type.Union(
  [Type.String({ pattern: '^-?\\d{1,11}(\\.\\d{1,3})?$', examples: ['-2'] }), Type.Number({ minimum: -MAX_QUANTITY, maximum: MAX_QUANTITY })],
  { description: 'Cantidad con signo y hasta 3 decimales' },
);
export { Day };
const Notes = Type.String({ maxLength: 500 });
const Reason = Type.String({ minLength: 1, maxLength: 500 });
const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, description: 'Página, desde 1' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'Registros por página (10 si se omite)' })),
};
export { Page } from '../../../schemas';
const Decimal = Type.String({ description: 'Decimal como texto', examples: ['116.00'] });
const Timestamp = Type.String({ description: 'Fecha y hora ISO 8601' });
const UserRef = Out({ id: Type.Integer(), name: Type.String() });
const IdRef = In({ id: Id });
/** The optional Idempotency-Key header of the writes that a client may retry. */
export { IdempotencyHeaders } from '../../../schemas';

// ── Cash register ──
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
const SalePayment = Out({
  id: Type.Integer(),
  saleId: Type.Integer(),
  kind: Type.String({ description: "'pago', 'abono' o 'devolucion'" }),
  methodId: Type.Integer(),
  methodName: Type.String(),
  methodCode: Type.String(),
  bankId: Nullable(Type.Integer()),
  amount: Decimal,
  received: Decimal,
  reference: Type.String(),
  paymentStatus: Type.String(),
  cashRegisterId: Type.Integer(),
  createdAt: Timestamp,
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

// ── Sales ──
const SaleType = Type.Union([Type.Literal('regular'), Type.Literal('fiado'), Type.Literal('deferred')]);
const SaleStatus = Type.Union([Type.Literal('pagada'), Type.Literal('pendiente'), Type.Literal('cancelada'), Type.Literal('devuelta parcial')]);
const SaleLineRequest = In({ productId: Id, quantity: Quantity, charges: Type.Optional(Type.Array(Id, { maxItems: 20 })) });
const PaymentRequest = In({
  methodId: Id,
  bankId: Type.Optional(Nullable(Id)),
  amount: Amount,
  reference: Type.Optional(Type.String({ maxLength: 100 })),
});
const Instalments = In({
  count: Type.Integer({ minimum: 1, maximum: 48 }),
  firstDueDate: Day,
  frequency: Type.Union([Type.Literal('semanal'), Type.Literal('quincenal'), Type.Literal('mensual')]),
});
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
const AppliedCharge = Out({ chargeId: Type.Integer(), name: Type.String(), amount: Decimal });
const Totals = {
  gross: Decimal,
  discounts: Decimal,
  surcharges: Decimal,
  subtotal: Decimal,
  tax: Decimal,
  total: Decimal,
};
const LineProperties = {
  productId: Type.Integer(),
  productName: Type.String(),
  productCode: Type.String(),
  quantity: Decimal,
  unitMeasurement: Type.String(),
  unity: Type.Integer(),
  price: Decimal,
  priceWithIVA: Decimal,
  isIva: Type.Boolean(),
  extraCharges: Type.Array(AppliedCharge),
  ...Totals,
};
const SaleLine = Out({ id: Type.Integer(), ...LineProperties, returnedQuantity: Decimal });
const Instalment = Out({ number: Type.Integer(), dueDate: Type.String(), amount: Decimal });
const Buyer = Type.Union([Out({ id: Type.Integer(), name: Type.String() }), Type.Null()]);
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

// ── Quotations ──
const QuotationStatus = Type.Union([Type.Literal('vigente'), Type.Literal('convertida'), Type.Literal('cancelada'), Type.Literal('vencida')]);
export const CreateQuotationBody = In(
  {
    lines: Type.Array(SaleLineRequest, { minItems: 1, maxItems: 500 }),
    clientId: Type.Optional(Nullable(Id)),
    studentId: Type.Optional(Nullable(Id)),
    priceListId: Type.Optional(Nullable(Id)),
    notes: Type.Optional(Notes),
  },
  { examples: [{ lines: [{ productId: 12, quantity: '10' }], clientId: 7, notes: 'Paquete de útiles de 3.º' }] },
);
export const Quotation = Out({
  id: Type.Integer(),
  serie: Type.String(),
  folio: Type.Integer(),
  branchOfficeId: Type.Integer(),
  user: UserRef,
  client: Buyer,
  studentId: Nullable(Type.Integer()),
  validUntil: Type.String(),
  status: QuotationStatus,
  saleId: Nullable(Type.Integer()),
  notes: Type.String(),
  createdAt: Timestamp,
  ...Totals,
});
export const QuotationDetail = Out({ ...Quotation.properties, lines: Type.Array(Out(LineProperties)) });
export const QuotationListQuery = Type.Object({
  ...Paging,
  search: Type.Optional(Type.String({ maxLength: 100, description: 'Folio, nombre del cliente o del producto' })),
  status: Type.Optional(QuotationStatus),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
});
export const ConvertQuotationBody = In(
  { payments: Type.Array(PaymentRequest, { maxItems: 20 }), saleType: Type.Optional(SaleType), instalments: Type.Optional(Instalments) },
  { examples: [{ payments: [{ methodId: 1, amount: '500' }], saleType: 'regular' }] },
);

// ── Warehouse ──
const PurchaseOrderStatus = Type.Union([
  Type.Literal('borrador'),
  Type.Literal('enviada'),
  Type.Literal('parcialmente surtida'),
  Type.Literal('surtida'),
  Type.Literal('cancelada'),
]);
export const SavePurchaseOrderBody = In(
  {
    providerId: Id,
    lines: Type.Array(In({ productId: Id, quantity: Quantity, unitCost: Type.Optional(Amount) }), { minItems: 1, maxItems: 500 }),
    notes: Type.Optional(Notes),
    expectedDate: Type.Optional(Nullable(Day)),
  },
  { examples: [{ providerId: 2, lines: [{ productId: 12, quantity: '48', unitCost: '11.50' }], expectedDate: '2026-03-20' }] },
);
export const PurchaseOrderStatusBody = In({ status: Type.Union([Type.Literal('enviada'), Type.Literal('cancelada')]) }, { examples: [{ status: 'enviada' }] });
export const ReceivePurchaseOrderBody = In(
  { lines: Type.Optional(Type.Array(In({ lineId: Id, quantity: Quantity }), { minItems: 1, maxItems: 500 })), notes: Type.Optional(Notes) },
  { examples: [{ lines: [{ lineId: 5, quantity: '24' }], notes: 'Llegó la mitad' }, {}] },
);
export const PurchaseOrder = Out({
  id: Type.Integer(),
  branchOfficeId: Type.Integer(),
  provider: Out({ id: Type.Integer(), name: Type.String() }),
  status: PurchaseOrderStatus,
  total: Decimal,
  notes: Type.String(),
  expectedDate: Nullable(Type.String()),
  user: UserRef,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export const PurchaseOrderDetail = Out({
  ...PurchaseOrder.properties,
  lines: Type.Array(
    Out({ id: Type.Integer(), productId: Type.Integer(), productName: Type.String(), productCode: Type.String(), quantity: Decimal, receivedQuantity: Decimal, unitCost: Decimal, total: Decimal }),
  ),
});
export const PurchaseOrderListQuery = Type.Object({ ...Paging, status: Type.Optional(PurchaseOrderStatus), providerId: Type.Optional(Id) });

// ── Stock ──
export const StockAdjustmentBody = In(
  { productId: Id, newStock: Type.Optional(StockLevel), delta: Type.Optional(SignedQuantity), reason: Reason },
  { description: 'Exactamente uno de newStock o delta', examples: [{ productId: 12, newStock: '40', reason: 'Conteo físico' }, { productId: 12, delta: '-2', reason: 'Merma' }] },
);
export const StockMovement = Out({
  id: Type.Integer(),
  productId: Type.Integer(),
  type: Type.String(),
  quantity: Decimal,
  stockAfter: Decimal,
  reason: Type.String(),
  referenceType: Type.String(),
  referenceId: Nullable(Type.Integer()),
  folio: Nullable(Type.String()),
  user: UserRef,
  createdAt: Timestamp,
});
export const StockAdjustmentResponse = Out({ productId: Type.Integer(), stock: Decimal, movement: StockMovement });
export const KardexParams = Type.Object({ productId: Id });
export const KardexQuery = Type.Object({ ...Paging });

// ── Catalogue writes ──
export const PriceListItemsBody = In(
  { items: Type.Array(In({ productId: Id, price: Type.Optional(AmountText), priceWithIVA: Type.Optional(AmountText) }), { minItems: 1, maxItems: 500 }) },
  { description: 'Dé price o priceWithIVA por producto; el servidor calcula el otro', examples: [{ items: [{ productId: 12, priceWithIVA: '15.00' }] }] },
);
export const PriceListItemParams = Type.Object({ id: Id, productId: Id });
export const ProductProvidersBody = In(
  { providers: Type.Array(In({ providerId: Id, cost: AmountText, providerCode: Type.Optional(Type.String({ maxLength: 60 })) }), { maxItems: 100 }) },
  { examples: [{ providers: [{ providerId: 2, cost: '11.50', providerCode: 'DEN-4411' }, { providerId: 3, cost: '12.00' }] }] },
);
export const MenuOrderBody = In({ productIds: Type.Array(Id, { minItems: 1, maxItems: 500 }) }, { examples: [{ productIds: [12, 30, 7] }] });
export const MenuOrderResponse = Type.Array(Out({ id: Type.Integer(), menuOrder: Type.Integer() }));
export const AnyRows = Type.Array(Out({ id: Type.Integer() }));


