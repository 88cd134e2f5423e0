// Catalogue entities as the generic CRUD engine serves them (one interface per table) and the bodies it accepts,
// one file per area under catalogs/; every name stays exported from the package index.
export * from './catalogs/system';
export * from './catalogs/store';
export * from './catalogs/school';
export * from './catalogs/academy';
export * from './catalogs/billing';
export * from './catalogs/fixed-assets';
