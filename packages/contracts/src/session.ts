import type { ModuleType } from './common';

export interface RoleRef {
  id: number;
  name: string;
}

/** The user as the session knows it (what login and /me answer). */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  img: string;
  role: RoleRef;
  /** The platform operator's role writes the route tree and the actions catalogue, which every company shares. */
  isPlatformOperator: boolean;
}

/** Company / billing settings. Money-like numbers are integers (folios) or strings. */
export interface Company {
  id: number;
  name: string;
  rfc: string;
  businessName: string;
  address: string;
  regime: string;
  fiscalRegime: string;
  zip: string;
  country: string;
  foliajeNota: number;
  foliajeFactura: number;
  serieFacturacion: string;
  daysQuoteValid: number;
  cerCSD: string | null;
  keyCSD: string | null;
  /** Never sent to clients; present only as a flag of whether one is stored. */
  hasPassword?: boolean;
  foliajePago: number;
  email: string;
  bankAccount: string;
  typeModule: ModuleType | null;
  invoiceCampus: number | null;
  idModalidad: number | null;
  serieNota: string;
  serieFactura: string;
  seriePago: string;
  serieCotizacion: string;
  folioCotizacion: number;
  isQuickSale: boolean;
  quickSaleMethod: { id: number } | null;
}

/** One settings entry of a branch office: which module it runs. */
export interface BranchOfficeSetting {
  id: number;
  typeModule: ModuleType;
  isActive: boolean;
}

export interface BranchOffice {
  id: number;
  name: string;
  address: string;
  branchOfficeSettings: BranchOfficeSetting[];
}

export interface Cycle {
  id: number;
  name: string;
  isActive: boolean;
}

/** A side-menu entry: the route tree filtered by role, with the actions the role has on it. */
export interface MenuItem {
  id: number;
  isActive: boolean;
  name: string;
  parent: number | null;
  level: number;
  url: string | null;
  icon: string;
  order: number;
  /** False for routes that carry permissions but are not menu entries (e.g. '/alumnos/:idalum'). */
  showInMenu: boolean;
  actions: string[];
  children: MenuItem[];
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  user: SessionUser;
  company: Company;
  token: string;
  branchOffices: BranchOffice[];
  cycles: Cycle[];
  /** The cycle marked active for the company, if any. */
  activeCycle: Cycle | null;
  menu: MenuItem[];
  /** The user's preferences (the defaults when none were saved), as GET /api/system/preferences answers. */
  preferences: Preferences;
}

/** GET /api/system/auth/me: what a stored token restores. */
export type MeResponse = Omit<LoginResponse, 'token'>;

export interface RefreshTokenRequest {
  token: string;
}
export interface RefreshTokenResponse {
  refresh_token: string;
}

/** A user's preferences; the numeric codes are those of the preferences form (domain catalogs/preferences). */
export interface Preferences {
  /** Statistics module: COLEGIO=0, ACADEMIAS=1, TIENDA=2. */
  dashboard: 0 | 1 | 2;
  viewReport: number;
  branchOffice: number | null;
  cycle: number | null;
  /** Store product view: list=0, cards=1. */
  ViewTPVStore: 0 | 1;
  /** Sale type: on credit/fiado=0, quotation=1, deferred payments=2. */
  typePayStore: 0 | 1 | 2;
  methodPayment: number | null;
  Bank: number | null;
  tpv: { module: number; isViewPayment: boolean };
}

/** Preferences of a user who has saved none (the API's and the form's 'Restablecer valores' defaults). */
export const DEFAULT_PREFERENCES: Preferences = {
  dashboard: 0,
  viewReport: 0,
  branchOffice: null,
  cycle: null,
  ViewTPVStore: 0,
  typePayStore: 1,
  methodPayment: 1,
  Bank: null,
  tpv: { module: 1, isViewPayment: false },
};

/** POST /api/system/auth/reset-password: the key comes from the link sent by forgot-password. */
export interface ResetPasswordRequest {
  key: string;
  password: string;
  passwordConfirm: string;
}
