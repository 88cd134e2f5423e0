// Billing catalogues (/api/billing/*).
import { Type } from 'typebox';
import { defineResource } from '../../crud/index';
import { invoiceCompanies } from '../../db/schema/index';
import { RFC } from './shared';

export const invoiceCompaniesResource = defineResource({
  name: 'invoice-companies',
  path: '/billing/invoice-companies',
  table: invoiceCompanies,
  permission: '/empresa',
  scope: 'company',
  // The CSD private key and its password are written by the billing module, never read back.
  hidden: ['keyCSD', 'password'],
  validation: {
    rfc: RFC,
    zip: Type.String({ pattern: '^\\d{5}$' }),
    regime: Type.String({ pattern: '^\\d{3}$' }),
    email: Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Literal('')]),
  },
});

export const BILLING_RESOURCES = [invoiceCompaniesResource];
