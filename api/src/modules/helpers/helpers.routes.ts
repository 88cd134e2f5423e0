// The SAT helper catalogues: GET /api/prodserv-codes, /api/measure-units, /api/icons, /api/tax-regimes.
// Any session may read them. A single lookup takes the first result (or an empty object when there is none),
// so an exact code typed as the search comes first. Query: see helpers.service.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CatalogName } from './catalog-data';
import { searchCatalog } from './helpers.service';
import { HelperPage, HelperQuerySchema } from './schemas';

const SUMMARIES: Record<CatalogName, string> = {
  'prodserv-codes': 'Claves de productos y servicios del SAT (c_ClaveProdServ)',
  'measure-units': 'Claves de unidad del SAT (c_ClaveUnidad)',
  icons: 'Iconos disponibles para el menú',
  'tax-regimes': 'Regímenes fiscales del SAT (c_RegimenFiscal)',
};

export const helpersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const name of Object.keys(SUMMARIES) as CatalogName[]) {
    app.get(
      `/api/${name}`,
      { schema: { tags: ['helpers'], summary: SUMMARIES[name], security: [{ bearerAuth: [] }], querystring: HelperQuerySchema, response: { 200: HelperPage } } },
      (request) => searchCatalog(name, request.query),
    );
  }
};
