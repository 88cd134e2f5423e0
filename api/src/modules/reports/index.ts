// Reports: the engine, every report (new and older layouts), exports and the dashboard.
// Its shape differs from the other modules' in one way: it has no reports.service.ts. The routes
// (reports.routes.ts, schemas in schemas.ts) call the report definitions and the engine directly, and those
// are its services: engine.ts, the *.reports.ts definitions, dashboard.ts, options.ts and export.ts.
export { reportsRoutes as reportsModule } from './reports.routes';
