// Test support: builders of server answers and a fake HTTP adapter for the shared axios instance.
import { http } from '@mikro/api-client/core';
import { DEFAULT_PREFERENCES, type BranchOffice, type Company, type Cycle, type LoginResponse, type MenuItem, type Preferences, type SessionUser } from '@mikro/contracts';
import { AxiosError, type AxiosAdapter } from 'axios';

export function aUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return { id: 7, name: 'Lucía Pérez', email: 'lucia@colegio.mx', img: '', role: { id: 3, name: 'Cajero' }, isPlatformOperator: false, ...overrides };
}

export function aCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 1,
    name: 'Colegio Mikro',
    rfc: 'CMI010101AB1',
    businessName: 'Colegio Mikro SC',
    address: 'Av. Juárez 1',
    regime: '612',
    fiscalRegime: '612',
    zip: '06000',
    country: 'MEX',
    foliajeNota: 1,
    foliajeFactura: 1,
    serieFacturacion: 'A',
    daysQuoteValid: 15,
    cerCSD: 'MIIF…certificado…',
    keyCSD: 'MIIF…llave…',
    foliajePago: 1,
    email: 'admin@colegio.mx',
    bankAccount: '',
    typeModule: 3,
    invoiceCampus: null,
    idModalidad: null,
    serieNota: 'NC',
    serieFactura: 'F',
    seriePago: 'P',
    serieCotizacion: 'C',
    folioCotizacion: 1,
    isQuickSale: false,
    quickSaleMethod: null,
    ...overrides,
  };
}

/** typeModule is given loosely on purpose: the server may send 1 or 'tienda'. */
export function aBranchOffice(id: number, typeModules: (number | string)[], name = `Sucursal ${id}`): BranchOffice {
  return {
    id,
    name,
    address: '',
    branchOfficeSettings: typeModules.map((typeModule, i) => ({ id: id * 10 + i, typeModule, isActive: true }) as never),
  };
}

export function aCycle(id: number, name = `${2020 + id}-${2021 + id}`): Cycle {
  return { id, name, isActive: true };
}

export function aMenuItem(id: number, url: string | null, actions: string[] = [], children: MenuItem[] = []): MenuItem {
  return { id, isActive: true, name: `Ruta ${id}`, parent: null, level: 1, url, icon: 'home', order: id, showInMenu: true, actions, children };
}

export function somePreferences(overrides: Partial<Preferences> = {}): Preferences {
  return { ...DEFAULT_PREFERENCES, ...overrides };
}

export function aLoginResponse(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    user: aUser(),
    company: aCompany(),
    token: 'token-abcdefghijkl',
    branchOffices: [aBranchOffice(1, [1]), aBranchOffice(2, ['academia', 'colegio'])],
    cycles: [aCycle(1), aCycle(2)],
    activeCycle: aCycle(2),
    menu: [aMenuItem(21, '/'), aMenuItem(30, null, [], [aMenuItem(31, '/usuarios', ['create', 'update'])])],
    preferences: somePreferences(),
    ...overrides,
  };
}

export interface ApiCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Routes of the fake API: 'METHOD /path' → [status, body] (or a function answering it, maybe later). Unknown routes answer 404. */
export type FakeRoutes = Record<string, [number, unknown] | ((call: ApiCall) => [number, unknown] | Promise<[number, unknown]>)>;

export function fakeApi(routes: FakeRoutes): ApiCall[] {
  const calls: ApiCall[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(config.headers.toJSON())) headers[name] = String(value);
    const body = typeof config.data === 'string' && config.data !== '' ? JSON.parse(config.data) : undefined;
    const call = { method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', headers, body };
    calls.push(call);
    const route = routes[`${call.method} ${call.url}`];
    const [status, data] = route === undefined ? [404, { message: 'Not Found' }] : typeof route === 'function' ? await route(call) : route;
    const response = { data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  http.defaults.adapter = adapter;
  return calls;
}
