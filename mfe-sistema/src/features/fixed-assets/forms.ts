// Forms of the fixed-assets control: classifications, branch companies of the matrix company, employees, assets.
import * as yup from 'yup';
import type { BranchCompanyInput, EmployeeInput, FixedAssetClassificationInput, FixedAssetInput } from '@mikro/contracts';
import { emailString, maxLengthMessage, MESSAGES, requiredString, rfcString } from '@mikro/ui';

/** The matrix company a branch company belongs to unless another is chosen (company 1). */
export const DEFAULT_MATRIX_COMPANY_ID = 1;

const decimal = (message: string) => yup.string().matches(/^(\d+(\.\d{1,2})?)?$/, message);

export const classificationSchema = yup.object({
  name: requiredString().max(120, maxLengthMessage(120)),
  description: yup.string().max(500, maxLengthMessage(500)),
  depreciationRate: decimal('Escribe un porcentaje con hasta 2 decimales').test('max', 'La tasa no puede ser mayor que 100', (v) => !v || Number(v) <= 100),
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
  name: requiredString().max(200, maxLengthMessage(200)),
  rfc: rfcString(),
  address: yup.string().max(500, maxLengthMessage(500)),
  phone: yup.string().max(30, maxLengthMessage(30)),
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
  firstName: requiredString().max(120, maxLengthMessage(120)),
  lastName: yup.string().max(120, maxLengthMessage(120)),
  email: emailString().max(254, maxLengthMessage(254)),
  position: yup.string().max(120, maxLengthMessage(120)),
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
export const fullNameOf = (e: { firstName: string; lastName: string }) => `${e.firstName} ${e.lastName}`.trim();

export const fixedAssetSchema = yup.object({
  name: requiredString().max(200, maxLengthMessage(200)),
  branchCompanyId: yup.number().nullable().required(MESSAGES.requiredObject),
  classificationId: yup.number().nullable().required(MESSAGES.requiredObject),
  employeeId: yup.number().nullable(),
  code: yup.string().max(60, maxLengthMessage(60)),
  serialNumber: yup.string().max(100, maxLengthMessage(100)),
  acquisitionDate: yup.string(),
  cost: decimal('Escribe un importe con hasta 2 decimales'),
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
