// TypeBox schemas of the portal's routes and of the desk's tutor invitations.
import { Type } from 'typebox';
import { Id, Nullable } from '../../schemas';
import { FeeCounter, InvoiceState, Payment, Statement } from '../school/index';

const Str = Type.String();
const Int = Type.Integer();

export const FamilyParams = Type.Object({ familyId: Id });
export const ReceiptParams = Type.Object({ id: Id });
export const ChildQuery = Type.Object({ studentId: Type.Optional(Id) }, { additionalProperties: false });
export const ReceiptsQuery = Type.Object(
  {
    studentId: Type.Optional(Id),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);

export const InviteTutorBody = Type.Object(
  {
    name: Type.String({ minLength: 2, maxLength: 200, pattern: '\\S' }),
    email: Type.String({ format: 'email', maxLength: 254 }),
  },
  { additionalProperties: false },
);

export const FamilyTutor = Type.Object({
  id: Int,
  userId: Int,
  name: Str,
  email: Str,
  state: Type.Union([Type.Literal('pendiente'), Type.Literal('vencida'), Type.Literal('activa')]),
  invitedAt: Str,
  expiresAt: Nullable(Str),
});
export const FamilyMessage = Type.Object({
  id: Int,
  kind: Str,
  toAddress: Str,
  subject: Str,
  status: Str,
  attempts: Int,
  createdAt: Str,
  sentAt: Nullable(Str),
});
export const TutorInvitation = Type.Object({ tutor: FamilyTutor, link: Str, mailId: Int });

export const PortalProfile = Type.Object({
  tutor: Type.Object({ id: Int, name: Str, email: Str }),
  family: Type.Object({ id: Int, name: Str }),
});

const Child = FeeCounter.properties.students.items;
export const PortalChildren = Type.Object({
  today: Str,
  children: Type.Array(Type.Object({ ...Child.properties, total: Str })),
  total: Str,
});

export const PortalStatement = Type.Object({ today: Str, children: Type.Array(Statement), totals: Statement.properties.totals });

const Receipt = Type.Object({ ...Payment.properties, invoices: InvoiceState.properties.invoices, invoiceable: Type.Boolean() });
export const PortalReceipts = Type.Object({ data: Type.Array(Receipt), count: Int, total: Int, page: Int, pageCount: Int });
export { PdfFile } from '../school/index';

export const InvoiceParams = Type.Object({ id: Id, format: Type.Union([Type.Literal('xml'), Type.Literal('pdf')]) });

/** The fiscal data as the tutor types it, bounded; the rules SAT applies to a receiver are the domain's (400 by field). */
export const PortalFiscalData = Type.Object(
  {
    rfc: Type.String({ maxLength: 20 }),
    name: Type.String({ maxLength: 300 }),
    regime: Type.String({ maxLength: 3 }),
    zip: Type.String({ maxLength: 10 }),
    cfdiUse: Type.String({ maxLength: 4 }),
    email: Type.Union([Type.Literal(''), Type.String({ format: 'email', maxLength: 254 })]),
  },
  { additionalProperties: false },
);

export const PortalAccount = Type.Object({
  ...PortalProfile.properties,
  fiscal: Type.Union([PortalFiscalData, Type.Null()]),
});

export const SelfInvoiceResult = Type.Object({
  status: Str,
  serie: Str,
  folio: Int,
  uuid: Nullable(Str),
  total: Str,
  issuedAt: Str,
  sandbox: Type.Boolean(),
  receiverRfc: Str,
  receiverName: Str,
  downloads: Type.Union([Type.Object({ xml: Str, pdf: Str, expiresAt: Str }), Type.Null()]),
  emailedTo: Nullable(Str),
});

export const InvoiceFile = Type.Unsafe<Buffer | string>({ type: 'string', format: 'binary', description: 'CFDI en XML o su representación impresa en PDF' });

export const FamilyTutors = Type.Array(FamilyTutor);
export const FamilyMessages = Type.Array(FamilyMessage);
