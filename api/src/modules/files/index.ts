// Uploaded files served by any API instance (stored in the database).
export { filesRoutes } from './files.routes';
