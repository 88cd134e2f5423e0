// Reports: the engine, every report (new and older layouts), exports and the dashboard.
export { reportsRoutes as reportsModule } from './reports.routes';
