// TypeBox schemas of the online payments' routes (portal, desk, provider webhooks).
import { Type } from 'typebox';
import { Day, Id, Nullable, Page } from '../../schemas';

const Str = Type.String();
const Method = Type.Union([Type.Literal('card'), Type.Literal('oxxo'), Type.Literal('spei')]);
const Status = Type.Union([
  Type.Literal('pending'),
  Type.Literal('paid'),
  Type.Literal('failed'),
  Type.Literal('review'),
  Type.Literal('refunded'),
  Type.Literal('disputed'),
  Type.Literal('cancelled'),
  Type.Literal('expired'),
]);
const Provider = Type.Union([Type.Literal('sandbox'), Type.Literal('stripe')]);

export const OnlinePaymentParams = Type.Object({ id: Id });

export const StartBody = Type.Object(
  {
    chargeIds: Type.Array(Id, { minItems: 1, maxItems: 60 }),
    method: Method,
    card: Type.Optional(
      Type.Object(
        {
          number: Type.String({ minLength: 12, maxLength: 23 }),
          expiry: Type.String({ maxLength: 7 }),
          cvc: Type.String({ maxLength: 4 }),
          holder: Type.String({ maxLength: 120 }),
        },
        { additionalProperties: false },
      ),
    ),
    paymentMethodId: Type.Optional(Type.String({ pattern: '^pm_[A-Za-z0-9_]+$', maxLength: 100 })),
  },
  { additionalProperties: false },
);

export const OnlinePayment = Type.Object({
  id: Type.Integer(),
  provider: Provider,
  method: Method,
  status: Status,
  amount: Str,
  charged: Nullable(Str),
  lines: Type.Array(Type.Object({ chargeId: Type.Integer(), studentId: Nullable(Type.Integer()), name: Str, total: Str })),
  instructions: Type.Union([
    Type.Null(),
    Type.Object({ kind: Type.Union([Type.Literal('oxxo'), Type.Literal('spei')]), reference: Str, clabe: Type.Optional(Str), bank: Type.Optional(Str), voucherUrl: Type.Optional(Str) }),
  ]),
  expiresAt: Nullable(Str),
  cardLast4: Str,
  failureReason: Str,
  reviewReason: Str,
  receipt: Type.Union([Type.Null(), Type.Object({ paymentId: Type.Integer(), serie: Str, folio: Type.Integer() })]),
  familyId: Type.Integer(),
  familyName: Str,
  createdAt: Str,
});

export const OnlinePaymentOptions = Type.Object({
  provider: Provider,
  methods: Type.Array(Method),
  testCards: Type.Array(Type.Object({ number: Str, label: Str })),
});

export const DeskQuery = Type.Object(
  {
    status: Type.Optional(Status),
    method: Type.Optional(Method),
    /** The family's name (accents and case aside) or the OXXO/SPEI reference. */
    search: Type.Optional(Type.String({ maxLength: 100 })),
    /** Started on or after / on or before this day of the institution's calendar. */
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);

export const RefundBody = Type.Object({ reason: Type.String({ minLength: 3, maxLength: 300, pattern: '\\S' }) }, { additionalProperties: false });

export const WebhookAnswer = Type.Object({ received: Type.Boolean(), outcome: Str, duplicate: Type.Boolean() });

export const OnlinePayments = Type.Array(OnlinePayment);

/** The processor that sends the notice: only Stripe (the sandbox takes none from outside). */
export const WebhookParams = Type.Object({ provider: Type.Literal('stripe') });

export const OnlinePaymentPage = Page(OnlinePayment);
