import * as yup from 'yup';
import { FIELD_LIMITS, type CompanyBankAccount, type CompanyBankAccountInput } from '@mikro/contracts';
import { MESSAGES, requiredString } from '@mikro/ui';

export interface BankAccountValues {
  bankId: number | null;
  alias: string;
  accountNumber: string;
  clabe: string;
  holder: string;
  isActive: boolean;
}

/** Banxico's CLABE check digit: weights 3,7,1 over the first 17 digits, mod 10. */
export function isValidClabe(clabe: string): boolean {
  if (!/^\d{18}$/.test(clabe)) return false;
  const weights = [3, 7, 1];
  const sum = Array.from(clabe.slice(0, 17)).reduce((total, digit, index) => total + ((Number(digit) * (weights[index % 3] ?? 0)) % 10), 0);
  return (10 - (sum % 10)) % 10 === Number(clabe[17]);
}

export const bankAccountSchema = yup.object({
  bankId: yup.number().nullable().required(MESSAGES.requiredObject),
  alias: requiredString().max(FIELD_LIMITS.companyBankAccounts.alias),
  accountNumber: yup.string().matches(/^\d{0,20}$/, 'Solo dígitos, hasta 20'),
  clabe: yup.string().test('clabe', 'La CLABE tiene 18 dígitos y un dígito verificador válido', (value) => !value || isValidClabe(value)),
  holder: yup.string().max(FIELD_LIMITS.companyBankAccounts.holder),
  isActive: yup.boolean(),
});

export function bankAccountInitialValues(account: CompanyBankAccount | null): BankAccountValues {
  return {
    bankId: account?.bankId ?? null,
    alias: account?.alias ?? '',
    accountNumber: account?.accountNumber ?? '',
    clabe: account?.clabe ?? '',
    holder: account?.holder ?? '',
    isActive: account?.isActive ?? true,
  };
}

export function toBankAccountInput(values: BankAccountValues): CompanyBankAccountInput {
  return {
    bankId: Number(values.bankId),
    alias: values.alias.trim(),
    accountNumber: values.accountNumber.trim(),
    clabe: values.clabe.trim(),
    holder: values.holder.trim(),
    isActive: values.isActive,
  };
}
