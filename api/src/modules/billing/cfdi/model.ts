// The documents Mikro emits, before they become XML: invoices (I), credit notes (E) and payments (P).
import type { ConceptTax, TaxGroup } from '@mikro/domain';

export interface CfdiParty {
  rfc: string;
  name: string;
  regime: string;
}

export interface CfdiReceiver extends CfdiParty {
  zip: string;
  cfdiUse: string;
}

/** IEDU complement data (school tuition). */
export interface IeduData {
  studentName: string;
  curp: string;
  /** Preescolar, Primaria, Secundaria, Profesional técnico, Bachillerato o su equivalente. */
  level: string;
  rvoe: string;
  payerRfc?: string;
}

export interface CfdiConceptInput {
  productKey: string;
  unitKey: string;
  unitName?: string;
  sku?: string;
  description: string;
  quantity: string;
  /** Importe before discount and tax. */
  amount: string;
  discount?: string;
  tax: ConceptTax;
  /** The tax to write when the document must total an exact amount (a credit note); Base × rate otherwise. */
  iva?: string;
  iedu?: IeduData;
}

export interface CfdiPaymentDoc {
  uuid: string;
  serie?: string;
  folio?: string;
  installment: number;
  previousBalance: string;
  paid: string;
  /** The paid document's total and its amounts by rate (taxGroupsOfDocument), to take the paid share of each. */
  docTotal: string;
  transfers: TaxGroup[];
}

export interface CfdiPaymentInput {
  date: string;
  form: string;
  amount: string;
  docs: CfdiPaymentDoc[];
}

export interface CfdiInput {
  type: 'I' | 'E' | 'P';
  serie: string;
  folio: string;
  /** Local date-time without offset (YYYY-MM-DDTHH:mm:ss). */
  date: string;
  paymentForm?: string;
  paymentMethod?: 'PUE' | 'PPD';
  placeOfIssue: string;
  issuer: CfdiParty;
  receiver: CfdiReceiver;
  global?: { periodicity: string; months: string; year: number };
  related?: { type: string; uuids: string[] };
  concepts: CfdiConceptInput[];
  payment?: CfdiPaymentInput;
}
