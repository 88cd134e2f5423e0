// Rows of the fixed-asset catalogues: classifications, branch companies, assets, employees, as the generic CRUD engine serves them
// (<Entity>Input: POST/PUT; Partial<...Input> for PATCH). Money is a decimal string; dates 'YYYY-MM-DD';
// timestamps ISO-8601 UTC. Relations are present only when asked for with join.
import type { DecimalString } from '../common';

export interface FixedAssetClassification {
  id: number;
  companyId: number;
  name: string;
  description: string;
  depreciationRate: DecimalString;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface FixedAssetClassificationInput {
  name: string;
  description?: string;
  depreciationRate?: DecimalString;
  isActive?: boolean;
}

export interface BranchCompany {
  id: number;
  companyId: number;
  matrixCompanyId: number;
  name: string;
  rfc: string;
  address: string;
  phone: string;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** With join=matrixCompany. */
  matrixCompany?: CompanyRef | null;
  /** With join=fixedAssets. */
  fixedAssets?: FixedAsset[];
  /** With join=employees. */
  employees?: Employee[];
}

export interface BranchCompanyInput {
  name: string;
  matrixCompanyId?: number;
  rfc?: string;
  address?: string;
  phone?: string;
  isActive?: boolean;
}

export interface CompanyRef {
  id: number;
  name: string;
  rfc: string;
  businessName: string;
}

export interface FixedAsset {
  id: number;
  companyId: number;
  branchCompanyId: number;
  classificationId: number;
  employeeId: number | null;
  name: string;
  code: string;
  serialNumber: string;
  acquisitionDate: string | null;
  cost: DecimalString;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** With join=branchCompany. */
  branchCompany?: BranchCompany | null;
  /** With join=classification. */
  classification?: FixedAssetClassification | null;
  /** With join=employee. */
  employee?: Employee | null;
}

export interface FixedAssetInput {
  branchCompanyId: number;
  classificationId: number;
  name: string;
  employeeId?: number | null;
  code?: string;
  serialNumber?: string;
  acquisitionDate?: string | null;
  cost?: DecimalString;
  isActive?: boolean;
}

export interface Employee {
  id: number;
  companyId: number;
  branchCompanyId: number;
  firstName: string;
  lastName: string;
  fullName: string | null;
  email: string;
  position: string;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** With join=branchCompany. */
  branchCompany?: BranchCompany | null;
}

export interface EmployeeInput {
  branchCompanyId: number;
  firstName: string;
  lastName?: string;
  email?: string;
  position?: string;
  isActive?: boolean;
}
