// Shapes of online payments: what a tutor pays from the portal and what the school's desk sees of them.

export type OnlinePaymentMethod = 'card' | 'oxxo' | 'spei';
export type OnlinePaymentState = 'pending' | 'paid' | 'failed' | 'review' | 'refunded' | 'disputed' | 'cancelled' | 'expired';

/** How the portal may pay: the configured gateway, its methods, and the sandbox's test cards. */
export interface OnlinePaymentOptions {
  provider: 'sandbox' | 'stripe';
  methods: OnlinePaymentMethod[];
  testCards: { number: string; label: string }[];
}

/** A tutor's request to pay some of the family's pending charges. */
export interface StartOnlinePaymentRequest {
  chargeIds: number[];
  method: OnlinePaymentMethod;
  /** The sandbox's card as typed. */
  card?: { number: string; expiry: string; cvc: string; holder: string };
  /** Stripe: the PaymentMethod made by Stripe.js in the browser. */
  paymentMethodId?: string;
}

export interface OnlinePayment {
  id: number;
  provider: 'sandbox' | 'stripe';
  method: OnlinePaymentMethod;
  status: OnlinePaymentState;
  amount: string;
  charged: string | null;
  lines: { chargeId: number; studentId: number | null; name: string; total: string }[];
  /** OXXO reference or SPEI account, while a reference waits to be paid. */
  instructions: { kind: 'oxxo' | 'spei'; reference: string; clabe?: string; bank?: string; voucherUrl?: string } | null;
  expiresAt: string | null;
  cardLast4: string;
  failureReason: string;
  reviewReason: string;
  /** The school's receipt once the payment reached the payment engine. */
  receipt: { paymentId: number; serie: string; folio: number } | null;
  familyId: number;
  familyName: string;
  createdAt: string;
}
