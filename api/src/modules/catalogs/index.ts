// Every catalogue resource, served by the generic CRUD engine (catalogs.routes.ts).
export { CATALOG_RESOURCES, catalogsRoutes as catalogsModule } from './catalogs.routes';

// The resources other modules write through (spreadsheet imports, prospect conversion).
export { familiesResource, prospectsResource, studentsResource, teachersResource } from './school';
export { clientsResource, productsResource } from './store';
