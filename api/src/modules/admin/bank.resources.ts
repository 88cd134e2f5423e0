// /bancos on the generic engine: the banks catalogue (read-only, seeded) and the company's bank accounts.
import { Type } from 'typebox';
import { defineResource, one } from '../../crud/index';
import { banks, companyBankAccounts } from '../../db/schema/admin';

export const banksResource = defineResource({
  name: 'banks',
  path: '/system/banks',
  table: banks,
  permission: '/bancos',
  // Every cashier picks a bank when charging by card or transfer.
  publicRead: true,
  scope: 'global',
  readOnly: true,
  defaultSort: [{ field: 'id', order: 'ASC' }],
});

export const companyBankAccountsResource = defineResource({
  name: 'company-bank-accounts',
  path: '/system/company-bank-accounts',
  table: companyBankAccounts,
  permission: '/bancos',
  scope: 'company',
  validation: {
    alias: Type.String({ minLength: 1, maxLength: 120 }),
    accountNumber: Type.String({ pattern: '^\\d{0,20}$' }),
    clabe: Type.String({ pattern: '^(\\d{18})?$' }),
  },
  relations: { bank: one(() => banksResource, 'bankId') },
});
