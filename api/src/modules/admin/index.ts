// Administration endpoints of mfe-sistema beyond the generic CRUD engine.
import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin.routes';

export const adminModule: FastifyPluginAsync = async (app) => {
  await app.register(adminRoutes);
};
