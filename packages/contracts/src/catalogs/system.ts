// Rows of the system catalogues: roles, permissions, routes, actions, settings, shifts, concept and transaction types, departments, extra charges, campuses, cycles, service concepts, branch offices, as the generic CRUD engine serves them
// (<Entity>Input: POST/PUT; Partial<...Input> for PATCH). Money is a decimal string; dates 'YYYY-MM-DD';
// timestamps ISO-8601 UTC. Relations are present only when asked for with join.
import type { DecimalString, TaxObject } from '../common';

export interface RoleRecord {
  id: number;
  name: string;
  description: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  /** With join=permissions. */
  permissions?: PermissionRecord[];
}

export interface RoleRecordInput {
  name: string;
  description?: string;
  isActive?: boolean;
}

export interface PermissionRecord {
  roleId: number;
  routeId: number;
  actionId: number;
  id: number;
  createdAt: string;
  updatedAt: string;
  /** With join=role. */
  role?: RoleRecord | null;
  /** With join=route. */
  route?: RouteRecord | null;
  /** With join=action. */
  action?: ActionRecord | null;
}

export interface PermissionRecordInput {
  roleId: number;
  routeId: number;
  actionId: number;
}

export interface RouteRecord {
  id: number;
  name: string;
  parentId: number | null;
  level: number;
  url: string | null;
  icon: string;
  order: number;
  isActive: boolean;
  showInMenu: boolean;
  createdAt: string;
  updatedAt: string;
  /** With join=parentRoute. */
  parentRoute?: RouteRecord | null;
  /** With join=children. */
  children?: RouteRecord[];
}

export interface RouteRecordInput {
  name: string;
  level: number;
  parentId?: number | null;
  url?: string | null;
  icon?: string;
  order?: number;
  isActive?: boolean;
  showInMenu?: boolean;
}

export interface ActionRecord {
  id: number;
  key: string;
  name: string;
  createdAt: string;
  updatedAt: string;
}

export interface ActionRecordInput {
  key: string;
  name: string;
}

export interface Setting {
  id: number;
  companyId: number;
  key: string;
  value: string;
  description: string;
  createdAt: string;
  updatedAt: string;
}

export interface SettingInput {
  key: string;
  value?: string;
  description?: string;
}

export interface Shift {
  id: number;
  companyId: number;
  name: string;
  startTime: string | null;
  endTime: string | null;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ShiftInput {
  name: string;
  startTime?: string | null;
  endTime?: string | null;
  isActive?: boolean;
}

export interface ConceptType {
  id: number;
  companyId: number;
  name: string;
  description: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ConceptTypeInput {
  name: string;
  description?: string;
  isActive?: boolean;
}

export interface Department {
  id: number;
  companyId: number;
  name: string;
  description: string;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface DepartmentInput {
  name: string;
  description?: string;
  isActive?: boolean;
}

export interface TransactionType {
  id: number;
  key: string;
  name: string;
  direction: string;
  createdAt: string;
  updatedAt: string;
}

export interface TransactionTypeInput {
  key: string;
  name: string;
  direction: string;
}

export interface ExtraChargeType {
  id: number;
  companyId: number;
  name: string;
  kind: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ExtraChargeTypeInput {
  name: string;
  kind: number;
  isActive?: boolean;
}

/** What decides when and how much a discount or surcharge applies (the catalogue row and the POS's copy share it). */
export interface ExtraChargeRuleFields {
  name: string;
  quantity: DecimalString;
  /** percentage=1, quantity=2. */
  typeApplication: number;
  operation: string;
  startDay: number | null;
  endDay: number | null;
  startDate: string | null;
  endDate: string | null;
  isActive: boolean;
  applicationForm: number;
}

export interface ExtraCharge extends ExtraChargeRuleFields {
  id: number;
  companyId: number;
  extraChargesTypeId: number;
  extraChargesCampusId: number | null;
  extraChargesCycleId: number | null;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** With join=extraChargesType. */
  extraChargesType?: ExtraChargeType | null;
  /** With join=extraChargesCampus. */
  extraChargesCampus?: Campus | null;
  /** With join=extraChargesCycle. */
  extraChargesCycle?: CycleRecord | null;
}

export interface ExtraChargeInput {
  name: string;
  quantity: DecimalString;
  extraChargesTypeId: number;
  typeApplication?: number;
  operation?: string;
  startDay?: number | null;
  endDay?: number | null;
  startDate?: string | null;
  endDate?: string | null;
  isActive?: boolean;
  applicationForm?: number;
  extraChargesCampusId?: number | null;
  extraChargesCycleId?: number | null;
}

export interface CycleRecord {
  id: number;
  companyId: number;
  name: string;
  isActive: boolean;
  startDate: string | null;
  endDate: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CycleRecordInput {
  name: string;
  isActive?: boolean;
  startDate?: string | null;
  endDate?: string | null;
}

export interface ServiceConcept {
  id: number;
  companyId: number;
  name: string;
  description: string;
  price: DecimalString;
  objetoImp: string;
  sat_code: string;
  unitMeasurement: string;
  isIva: boolean;
  /** Sets isIva and objetoImp (the server keeps them in step). */
  taxObject: TaxObject;
  school: boolean;
  external: boolean;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ServiceConceptInput {
  name: string;
  description?: string;
  price?: DecimalString;
  objetoImp?: string;
  sat_code?: string;
  unitMeasurement?: string;
  isIva?: boolean;
  taxObject?: TaxObject;
  school?: boolean;
  external?: boolean;
  isActive?: boolean;
}

export interface Campus {
  id: number;
  companyId: number;
  branchOfficeId: number;
  name: string;
  cct: string;
  rvoe: string;
  address: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  /** With join=branchOffice. */
  branchOffice?: BranchOfficeRef | null;
}

export interface CampusInput {
  name: string;
  cct?: string;
  rvoe?: string;
  address?: string;
  isActive?: boolean;
}

export interface BranchOfficeRef {
  id: number;
  companyId: number;
  name: string;
  address: string;
  createdAt: string;
  updatedAt: string;
}
