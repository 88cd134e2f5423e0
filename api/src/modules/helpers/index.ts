// The SAT helper catalogues (product/service codes, units, regimes, icons) served at /helpers.
export { helpersRoutes } from './helpers.routes';
