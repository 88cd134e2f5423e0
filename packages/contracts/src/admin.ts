// Shapes of the administration endpoints of mfe-sistema beyond the generic engine (permission editor,
// route tree editor, actions catalogue, branch-office wizard).

/** One route of a role's permission set: the route and the action keys granted on it. */
export interface RoutePermissionInput {
  routeId: number;
  actions: string[];
}

/** A node of the whole route tree: the actions the route offers and its children (three levels at most). */
export interface RouteTreeNode {
  id: number;
  name: string;
  parentId: number | null;
  level: number;
  url: string | null;
  icon: string;
  order: number;
  isActive: boolean;
  showInMenu: boolean;
  actions: string[];
  children: RouteTreeNode[];
}

/** POST/PATCH /api/system/route-tree: a route with the actions it offers. */
export interface RouteTreeInput {
  name: string;
  parentId: number | null;
  url: string | null;
  icon: string;
  order: number;
  isActive: boolean;
  showInMenu: boolean;
  actions: string[];
}

/** POST /api/system/action-catalog; the key of an existing action never changes. */
export interface ActionCatalogInput {
  key: string;
  name: string;
}

export interface ActionCatalogItem {
  id: number;
  key: string;
  name: string;
  /** Routes offering it; an action in use cannot be deleted. */
  routeCount: number;
}

/** A campus as the branch-office wizard sends it (id present when it already exists). */
export interface BranchWizardCampus {
  id?: number;
  name: string;
  cct: string;
  rvoe: string;
  address: string;
  isActive: boolean;
}

/** The modules a branch office runs (typeModule tienda 1, academia 2, colegio 3). */
export interface BranchWizardModule {
  typeModule: 1 | 2 | 3;
  isActive: boolean;
}

/** Series and folios of the branch office's documents (notes, invoices, payments, quotations). */
export interface BranchWizardSeries {
  serieNota: string;
  folioNota: number;
  serieFactura: string;
  folioFactura: number;
  seriePago: string;
  folioPago: number;
  serieCotizacion: string;
  folioCotizacion: number;
}

/** POST /api/system/branch-wizard and PUT /api/system/branch-wizard/:id: everything in one transaction. */
export interface BranchWizardInput {
  name: string;
  address: string;
  rfc: string;
  businessName: string;
  zip: string;
  modules: BranchWizardModule[];
  campuses: BranchWizardCampus[];
  series: BranchWizardSeries;
}

export interface BranchWizardRecord extends BranchWizardInput {
  id: number;
  campuses: (BranchWizardCampus & { id: number })[];
}

/** One of the 21 Mexican banks (GET /api/system/banks). */
export interface BankRecord {
  id: number;
  name: string;
  isActive: boolean;
}

/** A bank account of the company (/api/system/company-bank-accounts). */
export interface CompanyBankAccount {
  id: number;
  companyId: number;
  bankId: number;
  alias: string;
  accountNumber: string;
  clabe: string;
  holder: string;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** With join=bank. */
  bank?: BankRecord | null;
}

export interface CompanyBankAccountInput {
  bankId: number;
  alias: string;
  accountNumber?: string;
  clabe?: string;
  holder?: string;
  isActive?: boolean;
}
