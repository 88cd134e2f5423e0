// TypeBox schemas of quotations and their conversion into a sale.
import { Type } from 'typebox';
import { Nullable } from '../../../schemas';
import { Buyer, Day, Id, In, Instalments, LineProperties, Notes, Out, Page, Paging, PaymentRequest, SaleLineRequest, SaleType, Timestamp, Totals, UserRef } from '../shared/schemas';

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

export const QuotationPage = Page(Quotation);
