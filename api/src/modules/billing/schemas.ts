// TypeBox schemas of the billing routes (bodies, query strings, parameters and the answers that declare one).
import { Type } from 'typebox';
import { QUANTITY_PATTERN } from '@mikro/domain';
import { Day, Id, LocalDateTime, Nullable } from '../../schemas';

export const UUID = Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' });
export const MONEY = Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,2})?$' });
const SERIE = Type.String({ maxLength: 25, pattern: '^[A-Za-z0-9]*$' });
const FOLIO = Type.Integer({ minimum: 1, maximum: 2_000_000_000 });
const MODULE_NUMBER = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);
const PAYMENT_FORM = Type.String({ pattern: '^\\d{2}$' });

export const Receiver = Type.Object(
  {
    rfc: Type.String({ minLength: 12, maxLength: 13 }),
    name: Type.String({ minLength: 1, maxLength: 300 }),
    regime: Type.String({ pattern: '^\\d{3}$' }),
    cfdiUse: Type.String({ pattern: '^[A-Z]{1,2}\\d{2}$' }),
    zip: Type.String({ pattern: '^\\d{5}$' }),
    email: Type.Optional(Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Literal('')])),
  },
  { additionalProperties: false },
);

/** The series and next folio of each document the company numbers. */
const SERIES_AND_FOLIOS = {
    serieFactura: Type.Optional(SERIE),
    foliajeFactura: Type.Optional(FOLIO),
    serieNota: Type.Optional(SERIE),
    foliajeNota: Type.Optional(FOLIO),
    seriePago: Type.Optional(SERIE),
    foliajePago: Type.Optional(FOLIO),
    serieCotizacion: Type.Optional(SERIE),
    folioCotizacion: Type.Optional(FOLIO),
};

export const CompanyUpdate = Type.Object(
  {
    rfc: Type.Optional(Type.String({ minLength: 12, maxLength: 13 })),
    businessName: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
    regime: Type.Optional(Type.String({ pattern: '^\\d{3}$' })),
    zip: Type.Optional(Type.String({ pattern: '^\\d{5}$' })),
    address: Type.Optional(Type.String({ maxLength: 500 })),
    email: Type.Optional(Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Literal('')])),
    ...SERIES_AND_FOLIOS,
    invoiceCampus: Type.Optional(Nullable(Id)),
    isQuickSale: Type.Optional(Type.Boolean()),
    quickSaleMethodId: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 7 }))),
    pac: Type.Optional(Type.Union([Type.Literal('sandbox'), Type.Literal('sw')])),
    pacUrl: Type.Optional(Type.Union([Type.String({ pattern: '^https?://', maxLength: 300 }), Type.Literal('')])),
    pacUser: Type.Optional(Type.String({ maxLength: 200 })),
    pacPassword: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

export const ListQuery = Type.Object(
  {
    page: Type.Optional(Id),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    q: Type.Optional(Type.String({ maxLength: 100 })),
    module: Type.Optional(MODULE_NUMBER),
    status: Type.Optional(Type.Union([Type.Literal('pendiente'), Type.Literal('timbrada'), Type.Literal('cancelada'), Type.Literal('rechazada')])),
    type: Type.Optional(Type.Union([Type.Literal('I'), Type.Literal('E'), Type.Literal('P')])),
    sort: Type.Optional(Type.Union([Type.Literal('issuedAt'), Type.Literal('folio'), Type.Literal('total')])),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  },
  { additionalProperties: false },
);

export const CsdUpload = Type.Object(
  { cer: Type.String({ minLength: 1, maxLength: 20_000 }), key: Type.String({ minLength: 1, maxLength: 20_000 }), password: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

export const FoliosUpdate = Type.Object(
  {
    ...SERIES_AND_FOLIOS,
  },
  { additionalProperties: false },
);

export const SatKeysQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: false });

export const PpdListQuery = Type.Object(
  { page: Type.Optional(Id), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })), q: Type.Optional(Type.String({ maxLength: 100 })), open: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

export const PeriodZipQuery = Type.Object({ from: Day, to: Day, module: Type.Optional(MODULE_NUMBER) }, { additionalProperties: false });

export const EmailBody = Type.Object({ to: Type.String({ format: 'email', maxLength: 254 }) }, { additionalProperties: false });

export const CancelBody = Type.Object(
  { motive: Type.Union([Type.Literal('01'), Type.Literal('02'), Type.Literal('03'), Type.Literal('04')]), substituteUuid: Type.Optional(Type.Union([UUID, Type.Literal('')])) },
  { additionalProperties: false },
);

export const SubstituteBody = Type.Object({ receiver: Type.Optional(Receiver) }, { additionalProperties: false });

export const CreditNoteBody = Type.Object(
  {
    invoiceId: Id,
    amount: Type.Optional(MONEY),
    returns: Type.Optional(
      Type.Array(Type.Object({ concept: Type.Integer({ minimum: 1, maximum: 100_000 }), quantity: Type.String({ pattern: QUANTITY_PATTERN }) }, { additionalProperties: false }), {
        minItems: 1,
        maxItems: 1000,
      }),
    ),
    description: Type.String({ minLength: 1, maxLength: 1000 }),
  },
  { additionalProperties: false },
);

export const PaymentComplementBody = Type.Object({ amount: MONEY, form: PAYMENT_FORM, paidAt: Type.Optional(LocalDateTime) }, { additionalProperties: false });

export const UuidParams = Type.Object({ uuid: UUID });

export const StoreInvoiceBody = Type.Object(
  { saleIds: Type.Array(Id, { minItems: 1, maxItems: 500 }), receiver: Receiver, paymentForm: Type.Optional(PAYMENT_FORM) },
  { additionalProperties: false },
);

export const PaymentsInvoiceBody = Type.Object(
  { ids: Type.Array(Id, { minItems: 1, maxItems: 500 }), receiver: Receiver, paymentForm: Type.Optional(PAYMENT_FORM) },
  { additionalProperties: false },
);

export const SaleIdQuery = Type.Object({ id: Id }, { additionalProperties: false });

/** The invoices a zip carries: rows of a list (only their id counts). */
export const ZipBody = Type.Array(Type.Object({ id: Id }, { additionalProperties: true }), { minItems: 1, maxItems: 5000 });

export const Range = Type.Object({ from: Day, to: Day }, { additionalProperties: false });
export const PaymentIdParams = Type.Object({ id: Id });

const InvoiceSummaryFields = {
  id: Type.Integer(),
  module: MODULE_NUMBER,
  type: Type.Union([Type.Literal('I'), Type.Literal('E'), Type.Literal('P')]),
  isGlobal: Type.Boolean(),
  serie: Type.String(),
  folio: Type.Integer(),
  uuid: Nullable(Type.String()),
  status: Type.Union([Type.Literal('pendiente'), Type.Literal('timbrada'), Type.Literal('cancelada'), Type.Literal('rechazada')]),
  receiverRfc: Type.String(),
  receiverName: Type.String(),
  total: Type.String({ examples: ['1052.50'] }),
  issuedAt: Type.String(),
  sandbox: Type.Boolean({ description: 'Timbre de prueba sin validez fiscal' }),
  relatedInvoiceId: Nullable(Type.Integer()),
  lastError: Type.String(),
};
/** A payment's invoice panel: 1 once a stamped invoice covers it; its invoices, each with its credit notes. */
export const PaymentInvoicesSchema = Type.Object({
  stamped: Type.Union([Type.Literal(0), Type.Literal(1)]),
  invoices: Type.Array(Type.Object({ ...InvoiceSummaryFields, creditNotes: Type.Array(Type.Object(InvoiceSummaryFields)) })),
});
export const GlobalBody = Type.Object(
  {
    from: Day,
    to: Day,
    periodicity: Type.String({ pattern: '^\\d{2}$' }),
    months: Type.String({ pattern: '^\\d{2}$' }),
    year: Type.Integer({ minimum: 2022, maximum: 2100 }),
    ids: Type.Optional(Type.Array(Id, { maxItems: 20_000 })),
  },
  { additionalProperties: false },
);

export const BorderRegionBody = Type.Object({ borderRegion: Type.Boolean() }, { additionalProperties: false });
export const BranchBorderRegionSchema = Type.Object({ id: Type.Integer(), name: Type.String(), borderRegion: Type.Boolean() });
export const BranchBorderRegionList = Type.Array(BranchBorderRegionSchema);
