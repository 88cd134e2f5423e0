// The family form and its business names for invoicing (RFC with SAT's format, never a generic RFC).
import * as yup from 'yup';
import { FIELD_LIMITS, type Family, type FamilyBusinessName, type FamilyBusinessNameInput, type FamilyInput } from '@mikro/contracts';
import { isValidRfcFormat, RFC_FORMAT_MESSAGE } from '@mikro/domain';
import { emailString, maxLengthMessage, MESSAGES, requiredString, rfcString } from '@mikro/ui';

export interface FamilyValues {
  name: string;
  fatherName: string;
  motherName: string;
  tutorName: string;
  phone: string;
  email: string;
  address: string;
  isActive: boolean;
}

export const familySchema = yup.object({
  name: requiredString().max(FIELD_LIMITS.families.name),
  fatherName: yup.string().max(FIELD_LIMITS.families.fatherName),
  motherName: yup.string().max(FIELD_LIMITS.families.motherName),
  tutorName: yup.string().max(FIELD_LIMITS.families.tutorName),
  phone: yup.string().max(FIELD_LIMITS.families.phone),
  email: emailString().max(FIELD_LIMITS.families.email),
  address: yup.string().max(500, maxLengthMessage(500)),
  isActive: yup.boolean(),
});

export function familyInitialValues(family: Family | null): FamilyValues {
  return {
    name: family?.name ?? '',
    fatherName: family?.fatherName ?? '',
    motherName: family?.motherName ?? '',
    tutorName: family?.tutorName ?? '',
    phone: family?.phone ?? '',
    email: family?.email ?? '',
    address: family?.address ?? '',
    isActive: family?.isActive ?? true,
  };
}

export function toFamilyInput(values: FamilyValues): FamilyInput {
  return {
    name: values.name.trim(),
    fatherName: values.fatherName.trim(),
    motherName: values.motherName.trim(),
    tutorName: values.tutorName.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    address: values.address.trim(),
    isActive: values.isActive,
  };
}

export interface BusinessNameValues {
  rfc: string;
  businessName: string;
  taxRegime: string | null;
  zip: string;
  email: string;
  cfdiUse: string;
  isDefault: boolean;
}


export const businessNameSchema = yup.object({
  rfc: rfcString()
    .required(MESSAGES.required)
    .test('rfc-format', RFC_FORMAT_MESSAGE, (value) => !value || isValidRfcFormat(value.trim().toUpperCase())),
  businessName: requiredString().max(FIELD_LIMITS.familyBusinessNames.businessName),
  taxRegime: yup.string().nullable().required(MESSAGES.required),
  zip: requiredString().matches(/^\d{5}$/, 'El código postal tiene 5 dígitos'),
  email: emailString().max(FIELD_LIMITS.familyBusinessNames.email),
  cfdiUse: yup.string().max(FIELD_LIMITS.familyBusinessNames.cfdiUse),
  isDefault: yup.boolean(),
});

export function businessNameInitialValues(row: FamilyBusinessName | null): BusinessNameValues {
  return {
    rfc: row?.rfc ?? '',
    businessName: row?.businessName ?? '',
    taxRegime: row?.taxRegime || null,
    zip: row?.zip ?? '',
    email: row?.email ?? '',
    cfdiUse: row?.cfdiUse || 'D10',
    isDefault: row?.isDefault ?? false,
  };
}

export function toBusinessNameInput(familyId: number, values: BusinessNameValues): FamilyBusinessNameInput {
  return {
    familyId,
    rfc: values.rfc.trim().toUpperCase(),
    businessName: values.businessName.trim().toUpperCase(),
    taxRegime: values.taxRegime ?? '',
    zip: values.zip.trim(),
    email: values.email.trim(),
    cfdiUse: values.cfdiUse,
    isDefault: values.isDefault,
  };
}
