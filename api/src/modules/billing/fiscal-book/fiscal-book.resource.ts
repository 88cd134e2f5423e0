// /api/billing/customer-fiscal-data: the customer fiscal-data book as a catalogue (the /facturas/clientes screen):
// listed and searched by RFC or name, corrected, or deleted. Entries are created by stamping invoices, never typed;
// how many invoices noted an entry and when the last one was stamped are the book's to keep.
import { Type } from 'typebox';
import { fiscalName, validateReceiver } from '@mikro/domain';
import { defineResource } from '../../../crud/index';
import { customerFiscalData } from '../../../db/schema/index';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const customerFiscalDataResource = defineResource({
  name: 'customer-fiscal-data',
  path: '/billing/customer-fiscal-data',
  table: customerFiscalData,
  permission: '/facturas/clientes',
  scope: 'company',
  defaultSort: [{ field: 'lastInvoicedAt', order: 'DESC' }],
  maxLimit: 100,
  readOnlyFields: ['invoices', 'lastInvoicedAt'],
  validation: {
    rfc: Type.String({ minLength: 12, maxLength: 13 }),
    name: Type.String({ minLength: 1, maxLength: 300 }),
    regime: Type.String({ pattern: '^\\d{3}$' }),
    cfdiUse: Type.String({ pattern: '^[A-Z]{1,2}\\d{2}$' }),
    zip: Type.String({ pattern: '^\\d{5}$' }),
    email: Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Literal('')]),
  },
  // What an edited entry says must be what an invoice to it would accept: the receiver's rules (RFC and person type,
  // regime, UsoCFDI for the regime, postal code), checked on the whole entry as it will be stored.
  derive: (values, stored) => {
    const merged = { ...stored, ...values };
    const receiver = { rfc: text(merged.rfc).trim().toUpperCase(), name: fiscalName(text(merged.name)), regime: text(merged.regime), cfdiUse: text(merged.cfdiUse), zip: text(merged.zip).trim() };
    const errors = validateReceiver(receiver);
    if (errors.length > 0) return { errors };
    const derived: Record<string, unknown> = { ...values };
    if (values.rfc !== undefined) derived.rfc = receiver.rfc;
    if (values.name !== undefined) derived.name = receiver.name;
    if (values.zip !== undefined) derived.zip = receiver.zip;
    if (typeof values.email === 'string') derived.email = values.email.trim();
    return derived;
  },
});
