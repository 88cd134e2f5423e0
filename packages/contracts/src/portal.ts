// Shapes of the families' portal (mfe-portal) and of the desk's tutor invitations.
import type { ReceiverOnFile } from './billing';
import type { MailKind, MailStatus } from './mail';
import type { ChargePayment, PaymentInvoiceState } from './payments';
import type { AccountStatement, FeeCounterStudent } from './school';

/** The signed-in tutor and the one family the portal shows. */
export interface PortalProfile {
  tutor: { id: number; name: string; email: string };
  family: { id: number; name: string };
}

/** A child with each pending charge priced as the fee counter would charge it today, and what all of them add up to. */
export interface PortalChild extends Omit<FeeCounterStudent, 'scholarships'> {
  scholarships: { id: number; name: string }[];
  total: string;
}

export interface PortalChildren {
  /** The institution's day the charges are priced on (YYYY-MM-DD). */
  today: string;
  children: PortalChild[];
  /** Every child's pending charges as of today. */
  total: string;
}

/** The family's statement: one account statement per child and the family's totals. */
export interface PortalStatement {
  today: string;
  children: AccountStatement[];
  totals: AccountStatement['totals'];
}

/** A receipt of the family with the invoices that cover it (none while it is not invoiced). */
export interface PortalReceipt extends ChargePayment {
  invoices: PaymentInvoiceState['invoices'];
  /** Whether «Facturar» applies: paid, not invoiced yet, and still within the month of the payment. */
  invoiceable: boolean;
}

/** The family's fiscal data (CFDI receiver) the portal invoices to: RFC, name, regime, postal code, use, e-mail. */
/** Its e-mail is where invoices go (empty: the tutor's own e-mail). */
export type PortalFiscalData = ReceiverOnFile;

/** «Mis datos»: the tutor, the family and its fiscal data (null until captured). */
export interface PortalAccount extends PortalProfile {
  fiscal: PortalFiscalData | null;
}

/** pendiente: the link was sent and is still valid; vencida: it expired unused; activa: the tutor set a password. */
export type TutorInvitationState = 'pendiente' | 'vencida' | 'activa';

export interface FamilyTutor {
  id: number;
  userId: number;
  name: string;
  email: string;
  state: TutorInvitationState;
  invitedAt: string;
  /** When the last invitation link stops working (null once the tutor is active). */
  expiresAt: string | null;
}

export interface InviteTutorRequest {
  name: string;
  email: string;
}

/** The invitation just queued by e-mail; `link` is the one-time link the desk may also hand over in person. */
export interface TutorInvitation {
  tutor: FamilyTutor;
  link: string;
  mailId: number;
}

/** An e-mail the school sent to the family, as the desk lists it on the family's page (the text is read in Correos). */
export interface FamilyMessage {
  id: number;
  kind: MailKind;
  toAddress: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
}
