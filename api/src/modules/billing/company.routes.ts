// HTTP of the company's fiscal settings: fiscal data, CSD upload, series and folios, SAT keys in use.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '../../schemas';
import { branchBorderRegions, setBorderRegion } from './border-region.service';
import { getFiscalSettings, updateFiscalSettings, uploadCsd } from './company.service';
import { foliosOf, satKeysInUse } from './reports.service';
import { contextOf, on, security, tags, type BillingRouteOptions } from './routes-common';
import { BorderRegionBody, BranchBorderRegionList, BranchBorderRegionSchema, CompanyUpdate, CsdUpload, FoliosUpdate, SatKeysQuery } from './schemas';

export const companyRoutes: FastifyPluginAsyncTypebox<BillingRouteOptions> = async (app, { deps }) => {
  const db = app.db;
  app.get('/api/billing/company', { config: on('/empresa', 'ver'), schema: { tags, security, summary: 'Datos fiscales de la empresa' } }, (request) =>
    getFiscalSettings(db, contextOf(request).companyId),
  );
  app.patch('/api/billing/company', { config: on('/empresa', 'editar'), schema: { tags, security, body: CompanyUpdate } }, (request) =>
    updateFiscalSettings(db, deps.box, contextOf(request).companyId, request.body),
  );
  app.post(
    '/api/billing/company/csd',
    {
      config: on('/empresa', 'editar'),
      bodyLimit: 64 * 1024,
      schema: { tags, security, summary: 'Carga el CSD (.cer y .key en base64 y la contraseña de la llave)', body: CsdUpload },
    },
    (request) => uploadCsd(db, deps.box, contextOf(request).companyId, request.body),
  );
  app.get(
    '/api/billing/border-region',
    { config: on('/empresa', 'ver'), schema: { tags, security, summary: 'Sucursales en la región fronteriza (venden con IVA de 8 %)', response: { 200: BranchBorderRegionList } } },
    (request) => branchBorderRegions(db, contextOf(request).companyId),
  );
  app.patch(
    '/api/billing/border-region/:id',
    { config: on('/empresa', 'editar'), schema: { tags, security, summary: 'Marca una sucursal como de la región fronteriza (con el aviso del SAT) o no', params: IdParams, body: BorderRegionBody, response: { 200: BranchBorderRegionSchema } } },
    (request) => setBorderRegion(db, contextOf(request).companyId, request.params.id, request.body.borderRegion),
  );
  app.get('/api/billing/folios', { config: on('/folios', 'ver'), schema: { tags, security } }, (request) => foliosOf(db, contextOf(request).companyId));
  app.patch('/api/billing/folios', { config: on('/folios', 'editar'), schema: { tags, security, body: FoliosUpdate } }, async (request) => {
    await updateFiscalSettings(db, deps.box, contextOf(request).companyId, request.body);
    return foliosOf(db, contextOf(request).companyId);
  });
  app.get('/api/billing/sat-keys', { config: on('/sat/invoice-keys', 'ver'), schema: { tags, security, querystring: SatKeysQuery } }, (request) =>
    satKeysInUse(db, contextOf(request).companyId, request.query.q ?? ''),
  );
};
