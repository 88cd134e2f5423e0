// The demo company the product starts with: branch offices, cycles, roles, their permissions and users.
import type { RemoteConfig } from '@mikro/contracts';
import { GROUP, INDEX_ROUTE_ID, PORTAL_ROUTE_IDS, type ActionKey, type RouteSeed } from './route-tree';

export const DEMO_PASSWORD = 'Mikro2026!';

export const ROLE = { desarrollador: 1, cajero: 2, controlEscolar: 3, contador: 4 } as const;

export const ROLES = [
  { id: ROLE.desarrollador, name: 'Desarrollador', description: 'Administrador con todos los permisos' },
  { id: ROLE.cajero, name: 'Cajero', description: 'Punto de venta y caja de la tienda' },
  { id: ROLE.controlEscolar, name: 'Control escolar', description: 'Colegio, academias, alumnos y familias' },
  { id: ROLE.contador, name: 'Contador', description: 'Facturación, notas de crédito y reportes' },
];

export const DEMO_COMPANY = {
  name: 'Colegio Mikro',
  rfc: 'CMI150101AB3',
  businessName: 'Colegio Mikro S.C.',
  address: 'Av. Constitución 1500, Centro, Monterrey, N.L.',
  // A persona moral (12-character RFC) files under a regime for personas morales: 603, non-profit (an S.C. school).
  regime: '603',
  fiscalRegime: 'Personas Morales con Fines no Lucrativos',
  zip: '64000',
  country: 'MEX',
  foliajeNota: 1,
  foliajeFactura: 1,
  foliajePago: 1,
  serieFacturacion: 'A',
  serieFactura: 'F',
  serieNota: 'NC',
  seriePago: 'P',
  serieCotizacion: 'COT',
  folioCotizacion: 1,
  daysQuoteValid: 15,
  email: 'facturacion@mikro.mx',
  bankAccount: '',
};

/** Branch offices with the modules they run (tienda 1, academia 2, colegio 3). */
export const DEMO_BRANCH_OFFICES = [
  { key: 'matriz', name: 'Matriz Centro', address: 'Av. Constitución 1500, Centro', modules: [1, 2, 3] },
  { key: 'norte', name: 'Sucursal Norte', address: 'Av. Universidad 820, San Nicolás', modules: [1, 2] },
  { key: 'sur', name: 'Campus Sur', address: 'Av. Garza Sada 2100, Contry', modules: [3] },
] as const;
type BranchKey = (typeof DEMO_BRANCH_OFFICES)[number]['key'];

export const DEMO_CAMPUSES: { branch: BranchKey; name: string; cct: string; rvoe: string }[] = [
  { branch: 'matriz', name: 'Plantel Centro', cct: '19PPR0001A', rvoe: 'RVOE-2015-001' },
  { branch: 'sur', name: 'Plantel Sur', cct: '19PES0002B', rvoe: 'RVOE-2018-014' },
];

export const DEMO_CYCLES = [
  { name: '2025-2026', isActive: false, startDate: '2025-08-25', endDate: '2026-07-10' },
  { name: '2026-2027', isActive: true, startDate: '2026-08-24', endDate: '2027-07-09' },
];

export const DEMO_USERS: { name: string; email: string; roleId: number; branches: BranchKey[] }[] = [
  { name: 'Administrador Mikro', email: 'admin@mikro.mx', roleId: ROLE.desarrollador, branches: ['matriz', 'norte', 'sur'] },
  { name: 'Carmen Ruiz', email: 'cajero@mikro.mx', roleId: ROLE.cajero, branches: ['matriz', 'norte'] },
  { name: 'Ernesto Salas', email: 'escolar@mikro.mx', roleId: ROLE.controlEscolar, branches: ['matriz', 'sur'] },
  { name: 'Laura Méndez', email: 'contador@mikro.mx', roleId: ROLE.contador, branches: ['matriz', 'norte', 'sur'] },
];

function underGroups(route: RouteSeed, tree: RouteSeed[], groups: number[]): boolean {
  let parent = route.parent;
  while (parent !== null) {
    if (groups.includes(parent)) return true;
    parent = tree.find((r) => r.id === parent)?.parent ?? null;
  }
  return false;
}

/**
 * The payment histories (store sales, school payments — whose API is the fee counter's — and academy payments): the
 * accountant reads them; migration 0066 grants the same to the Contador role of databases seeded before.
 */
const PAYMENT_HISTORY_URLS: readonly string[] = ['/sales-history', '/colegio/cobros', '/colegio/cobros/historial', '/academias/payments'];

/** The actions each seeded role has on a route (all of the route's own actions for the admin). */
export function seededRoleActions(roleId: number, route: RouteSeed, tree: RouteSeed[]): ActionKey[] {
  if (route.url === null) return [];
  // The portal's screens belong to the families' tutors alone (their role is created with the first invitation).
  if (PORTAL_ROUTE_IDS.includes(route.id)) return [];
  if (roleId === ROLE.desarrollador) return route.actions;
  if (route.id === INDEX_ROUTE_ID) return ['ver'];
  switch (roleId) {
    case ROLE.cajero:
      // A cashier neither deletes nor supervises other cashiers' registers.
      return underGroups(route, tree, [GROUP.tienda]) ? route.actions.filter((a) => a !== 'eliminar' && a !== 'supervisar') : [];
    case ROLE.controlEscolar:
      // The school screens choose a campus (a student's, a group's): school staff read campuses, never write them.
      if (route.url === '/campus') return ['ver'];
      // The desk lists who owes: the school and academy reports (current and older layouts) and the dashboard,
      // whose school and academy tabs follow from those reports; never the store's.
      if (route.url === '/reportes' || route.url === '/reportes-old') return ['ver'];
      if (route.url === '/reportes-old/academias' || route.url === '/reportes-old/colegio') return route.actions;
      // Waiving a surcharge or granting a discount is the administrator's to grant: the desk does not start with it.
      return underGroups(route, tree, [GROUP.colegio, GROUP.academias, GROUP.reportesAcademias, GROUP.reportesColegio]) ? route.actions.filter((a) => a !== 'condonar') : [];
    case ROLE.contador:
      // The accountant invoices a given sale or payment from its history, so reads every payment history.
      if (PAYMENT_HISTORY_URLS.includes(route.url)) return ['ver'];
      return underGroups(route, tree, [GROUP.facturacion, GROUP.reportes]) ? route.actions : [];
    default:
      return [];
  }
}

export const REMOTES: RemoteConfig[] = [
  {
    name: 'mfe_sistema',
    label: 'Sistema',
    typeModule: null,
    manifestUrl: '/remotes/sistema/mf-manifest.json',
    prefixes: ['/usuarios', '/roles', '/rutas', '/acciones', '/settings', '/campus', '/institucion', '/bancos', '/system', '/importar', '/update', '/newbranch'],
    isActive: true,
  },
  {
    name: 'mfe_tienda',
    label: 'Tienda',
    typeModule: 1,
    manifestUrl: '/remotes/tienda/mf-manifest.json',
    prefixes: ['/tienda', '/ventas', '/sales-history', '/mini-store', '/clientes'],
    isActive: true,
  },
  {
    name: 'mfe_academia',
    label: 'Academias',
    typeModule: 2,
    manifestUrl: '/remotes/academia/mf-manifest.json',
    prefixes: ['/academias', '/externos'],
    isActive: true,
  },
  {
    name: 'mfe_colegio',
    label: 'Colegio',
    typeModule: 3,
    manifestUrl: '/remotes/colegio/mf-manifest.json',
    prefixes: ['/colegio', '/alumnos', '/familias', '/prospectos', '/maestros'],
    isActive: true,
  },
  {
    name: 'mfe_facturacion',
    label: 'Facturación',
    typeModule: null,
    manifestUrl: '/remotes/facturacion/mf-manifest.json',
    prefixes: ['/facturas', '/FacturaStatus', '/notas-credito', '/folios', '/sat', '/empresa'],
    isActive: true,
  },
  {
    name: 'mfe_reportes',
    label: 'Reportes',
    typeModule: null,
    manifestUrl: '/remotes/reportes/mf-manifest.json',
    prefixes: ['/reportes', '/reportes-old'],
    isActive: true,
  },
  {
    name: 'mfe_portal',
    label: 'Portal de familias',
    typeModule: null,
    manifestUrl: '/remotes/portal/mf-manifest.json',
    prefixes: ['/portal'],
    isActive: true,
  },
];
