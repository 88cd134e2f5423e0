// Forms of the fixed-assets control: classifications, branch companies of the matrix company, employees, assets.
import * as yup from 'yup';
import { FIELD_LIMITS, type BranchCompanyInput, type EmployeeInput, type FixedAssetClassificationInput, type FixedAssetInput } from '@mikro/contracts';
import { personName } from '@mikro/domain';
import { emailString, maxLengthMessage, MESSAGES, requiredString, rfcString } from '@mikro/ui';

/** The matrix company a branch company belongs to unless another is chosen (company 1). */
export const DEFAULT_MATRIX_COMPANY_ID = 1;

const decimal = (message: string) => yup.string().matches(/^(\d+(\.\d{1,2})?)?$/, message);

export const classificationSchema = yup.object({
  name: requiredString().max(FIELD_LIMITS.fixedAssetClassifications.name),
  description: yup.string().max(500, maxLengthMessage(500)),
  depreciationRate: decimal('Escriba un porcentaje con hasta 2 decimales').test('max', 'La tasa no puede ser mayor que 100', (v) => !v || Number(v) <= 100),
  isActive: yup.boolean(),
});
export interface ClassificationValues {
  name: string;
  description: string;
  depreciationRate: string;
  isActive: boolean;
}
export const toClassificationInput = (v: ClassificationValues): FixedAssetClassificationInput => ({
  name: v.name.trim(),
  description: v.description.trim(),
  depreciationRate: v.depreciationRate || '0',
  isActive: v.isActive,
});

export const branchCompanySchema = yup.object({
  name: requiredString().max(FIELD_LIMITS.branchCompanies.name),
  rfc: rfcString(),
  address: yup.string().max(500, maxLengthMessage(500)),
  phone: yup.string().max(FIELD_LIMITS.branchCompanies.phone),
  isActive: yup.boolean(),
});
export interface BranchCompanyValues {
  name: string;
  rfc: string;
  address: string;
  phone: string;
  isActive: boolean;
}
export const toBranchCompanyInput = (v: BranchCompanyValues): BranchCompanyInput => ({
  name: v.name.trim(),
  matrixCompanyId: DEFAULT_MATRIX_COMPANY_ID,
  rfc: v.rfc.trim().toUpperCase(),
  address: v.address.trim(),
  phone: v.phone.trim(),
  isActive: v.isActive,
});

export const employeeSchema = yup.object({
  branchCompanyId: yup.number().nullable().required(MESSAGES.requiredObject),
  firstName: requiredString().max(FIELD_LIMITS.employees.firstName),
  lastName: yup.string().max(FIELD_LIMITS.employees.lastName),
  email: emailString().max(FIELD_LIMITS.employees.email),
  position: yup.string().max(FIELD_LIMITS.employees.position),
  isActive: yup.boolean(),
});
export interface EmployeeValues {
  branchCompanyId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  position: string;
  isActive: boolean;
}
export const toEmployeeInput = (v: EmployeeValues): EmployeeInput => ({
  branchCompanyId: Number(v.branchCompanyId),
  firstName: v.firstName.trim(),
  lastName: v.lastName.trim(),
  email: v.email.trim(),
  position: v.position.trim(),
  isActive: v.isActive,
});
/** The employee's display name: first name and last name, never stored on its own. */
export const fullNameOf = (e: { firstName: string; lastName: string }) => personName(e.firstName, e.lastName, null);

export const fixedAssetSchema = yup.object({
  name: requiredString().max(FIELD_LIMITS.fixedAssets.name),
  branchCompanyId: yup.number().nullable().required(MESSAGES.requiredObject),
  classificationId: yup.number().nullable().required(MESSAGES.requiredObject),
  employeeId: yup.number().nullable(),
  code: yup.string().max(FIELD_LIMITS.fixedAssets.code),
  serialNumber: yup.string().max(FIELD_LIMITS.fixedAssets.serialNumber),
  acquisitionDate: yup.string(),
  cost: decimal('Escriba un importe con hasta 2 decimales'),
  isActive: yup.boolean(),
});
export interface FixedAssetValues {
  name: string;
  branchCompanyId: number | null;
  classificationId: number | null;
  employeeId: number | null;
  code: string;
  serialNumber: string;
  acquisitionDate: string;
  cost: string;
  isActive: boolean;
}
export const toFixedAssetInput = (v: FixedAssetValues): FixedAssetInput => ({
  name: v.name.trim(),
  branchCompanyId: Number(v.branchCompanyId),
  classificationId: Number(v.classificationId),
  employeeId: v.employeeId,
  code: v.code.trim(),
  serialNumber: v.serialNumber.trim(),
  acquisitionDate: v.acquisitionDate || null,
  cost: v.cost || '0',
  isActive: v.isActive,
});
