// Every TypeBox schema of the self-invoicing routes (self-invoice.routes.ts).
import { Type } from 'typebox';
import { Day, Id, MAX_INT, Nullable } from '../../../schemas';

/** A code as links carry it (base64url); anything of that shape but unknown answers the one 404. */
const Code = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', description: 'Código del enlace de autofacturación' });
export const ErrorBody = Type.Object({ statusCode: Type.Integer(), message: Type.String(), error: Type.String() }, { additionalProperties: true });
const Module = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

export const LinkSchema = Type.Object({
  available: Type.Boolean(),
  reason: Nullable(Type.String()),
  url: Nullable(Type.String()),
  qrSvg: Nullable(Type.String({ description: 'El código QR del enlace (documento SVG)' })),
  lastDay: Nullable(Day),
});
export const TicketSchema = Type.Object({
  module: Module,
  reference: Type.String(),
  date: Type.String(),
  total: Type.String(),
  companyName: Type.String(),
  branchOfficeName: Type.String(),
  lastDay: Day,
  state: Type.Union([Type.Literal('disponible'), Type.Literal('facturado'), Type.Literal('cancelado'), Type.Literal('no-disponible')]),
  message: Nullable(Type.String()),
});
export const ResultSchema = Type.Object({
  status: Type.Union([Type.Literal('pendiente'), Type.Literal('timbrada'), Type.Literal('cancelada'), Type.Literal('rechazada')]),
  serie: Type.String(),
  folio: Type.Integer(),
  uuid: Nullable(Type.String()),
  total: Type.String(),
  issuedAt: Type.String(),
  sandbox: Type.Boolean(),
  receiverRfc: Type.String(),
  receiverName: Type.String(),
  downloads: Type.Union([Type.Object({ xml: Type.String(), pdf: Type.String(), expiresAt: Type.String() }), Type.Null()]),
  emailedTo: Nullable(Type.String()),
});
// Lengths wide enough that the domain's rules (not the schema) judge RFC, regime, use and postal code, so the
// customer reads SAT's reason; the schema only bounds what reaches them.
const Fiscal = {
  rfc: Type.String({ minLength: 1, maxLength: 20 }),
  name: Type.String({ minLength: 1, maxLength: 300 }),
  regime: Type.String({ minLength: 1, maxLength: 3 }),
  cfdiUse: Type.String({ minLength: 1, maxLength: 4 }),
  zip: Type.String({ minLength: 1, maxLength: 10 }),
  email: Type.Optional(Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Literal('')])),
};

export const TicketQuery = Type.Object({ code: Code }, { additionalProperties: false });
export const InvoiceBody = Type.Object({ code: Code, ...Fiscal }, { additionalProperties: false });
export const DownloadsBody = Type.Object({ code: Code, rfc: Fiscal.rfc }, { additionalProperties: false });
export const FormatParams = Type.Object({ format: Type.Union([Type.Literal('xml'), Type.Literal('pdf')]) });
/** A signed download link as the customer's page was given it (downloads.service.ts signs it). */
export const DownloadQuery = Type.Object(
  { invoice: Id, expires: Type.Integer({ minimum: 0, maximum: MAX_INT }), token: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) },
  { additionalProperties: false },
);
export const FileBody = Type.Unsafe<Buffer | string>({ type: 'string', format: 'binary', description: 'El XML timbrado o su PDF' });
