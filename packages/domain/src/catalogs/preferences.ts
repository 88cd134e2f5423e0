/** Codes of the user preferences form. */

export const DASHBOARD_MODULE = { COLEGIO: 0, ACADEMIAS: 1, TIENDA: 2 } as const;
export type DashboardModule = (typeof DASHBOARD_MODULE)[keyof typeof DASHBOARD_MODULE];
export const DASHBOARD_MODULE_LABELS: Readonly<Record<DashboardModule, string>> = {
  0: 'Colegio',
  1: 'Academias',
  2: 'Tienda',
};

export const TPV_VIEW = { list: 0, cards: 1 } as const;
export type TpvView = (typeof TPV_VIEW)[keyof typeof TPV_VIEW];
export const TPV_VIEW_LABELS: Readonly<Record<TpvView, string>> = {
  0: 'Lista',
  1: 'Tarjetas',
};

export const STORE_SALE_TYPE = { fiado: 0, quotation: 1, deferred: 2 } as const;
export type StoreSaleType = (typeof STORE_SALE_TYPE)[keyof typeof STORE_SALE_TYPE];
export const STORE_SALE_TYPE_LABELS: Readonly<Record<StoreSaleType, string>> = {
  0: 'Fiado',
  1: 'Cotización',
  2: 'Pagos diferidos',
};
