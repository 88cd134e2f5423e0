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

/** What the spreadsheet import (/importar and the store's import pages) can load. */
export type ImportKind = 'students' | 'families' | 'clients' | 'prospects' | 'products' | 'teachers';

/** A field a spreadsheet column can be mapped to. */
export interface ImportField {
  field: string;
  /** The Spanish column title of the template. */
  label: string;
  required: boolean;
}

/** Spreadsheet column title → field it fills (columns left out are ignored). */
export type ImportMapping = Record<string, string>;

/** One row error; `row` is the spreadsheet's row number (the header is row 1). */
export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}

export interface ImportPreviewRow {
  row: number;
  values: Record<string, string | number | boolean | null>;
}

/** POST /api/system/imports/:kind/preview. */
export interface ImportPreview {
  kind: ImportKind;
  headers: string[];
  fields: ImportField[];
  /** The mapping used (the client's, or the suggested one when none was sent). */
  mapping: ImportMapping;
  suggestedMapping: ImportMapping;
  rows: ImportPreviewRow[];
  errors: ImportRowError[];
  total: number;
  valid: number;
  invalid: number;
}

/** POST /api/system/imports/:kind/commit (all rows in one transaction). */
export interface ImportCommitResult {
  kind: ImportKind;
  imported: number;
}

/** What /update can change in bulk. */
export type BulkUpdateTarget = 'products' | 'school-concepts' | 'academy-concepts';

/** A bulk update asked by percentage (e.g. "5" or "-10.5") over every active item, or over the given ids. */
export interface BulkPercentageInput {
  target: BulkUpdateTarget;
  percentage: string;
  ids?: number[];
}

/** One price change; amounts are decimal strings. `priceWithIva` is null when the item has no IVA split. */
export interface BulkUpdateChange {
  id: number;
  code: string;
  name: string;
  oldPrice: string;
  newPrice: string;
  oldPriceWithIva: string | null;
  newPriceWithIva: string | null;
}

export interface BulkUpdatePreview {
  target: BulkUpdateTarget;
  changes: BulkUpdateChange[];
  errors: ImportRowError[];
}

/**
 * POST /api/system/bulk-update/apply: the previewed changes, applied in one transaction. `oldPrice` guards
 * against a price changed since the preview (409); the pair newPrice/newPriceWithIva must agree with IVA.
 */
export interface BulkUpdateApplyInput {
  target: BulkUpdateTarget;
  changes: { id: number; oldPrice: string; newPrice: string; newPriceWithIva: string | null }[];
}

export interface BulkUpdateApplyResult {
  target: BulkUpdateTarget;
  updated: number;
}

/** POST /api/files. */
export interface UploadedFile {
  /** A random uuid. */
  id: string;
  url: string;
  contentType: string;
  size: number;
}
