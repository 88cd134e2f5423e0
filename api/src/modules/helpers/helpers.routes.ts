// The SAT helper catalogues: GET /api/prodserv-codes, /api/measure-units, /api/icons, /api/tax-regimes.
// Any session may read them. A single lookup takes the first result (or an empty object when there is none),
// so an exact code typed as the search comes first. Query: see catalog-query.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Paginated } from '@mikro/contracts';
import { paginate } from '../../crud/index';
import { CATALOG_FIELDS, catalog, type CatalogName, type HelperItem } from './catalog-data';
import { catalogFilter, typedCodes, type CatalogQuery } from './catalog-query';

export const HELPER_DEFAULT_LIMIT = 10;
export const HELPER_MAX_LIMIT = 100;

const Digits = Type.String({ pattern: '^[0-9]{1,9}$' });
const Filters = Type.Union([Type.String({ maxLength: 600 }), Type.Array(Type.String({ maxLength: 600 }), { maxItems: 20 })]);
const HelperQuerySchema = Type.Object({
  limit: Type.Optional(Digits),
  page: Type.Optional(Digits),
  offset: Type.Optional(Digits),
  code: Type.Optional(Type.String({ maxLength: 20, description: 'Prefijo de la clave', examples: ['H87'] })),
  text: Type.Optional(Type.String({ maxLength: 200 })),
  search: Type.Optional(Type.String({ maxLength: 200, description: 'Texto libre: cada palabra en la clave, la descripción o las palabras similares del SAT', examples: ['cuaderno'] })),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  s: Type.Optional(Type.String({ maxLength: 2000, description: 'Búsqueda JSON del constructor de consultas', examples: ['{"$or":[{"code":{"$contL":"H87"}},{"name":{"$contL":"H87"}}]}'] })),
  filter: Type.Optional(Filters),
  or: Type.Optional(Filters),
});
type HelperQuery = CatalogQuery & { limit?: string; page?: string; offset?: string };
const HelperPage = Type.Object({
  data: Type.Array(Type.Object({ code: Type.String(), name: Type.String() }, { additionalProperties: true })),
  count: Type.Integer(),
  total: Type.Integer(),
  page: Type.Integer(),
  pageCount: Type.Integer(),
});

const SUMMARIES: Record<CatalogName, string> = {
  'prodserv-codes': 'Claves de productos y servicios del SAT (c_ClaveProdServ)',
  'measure-units': 'Claves de unidad del SAT (c_ClaveUnidad)',
  icons: 'Iconos disponibles para el menú',
  'tax-regimes': 'Regímenes fiscales del SAT (c_RegimenFiscal)',
};

export function searchCatalog(items: HelperItem[], query: HelperQuery, fields: string[]): Paginated<{ code: string; name: string; [extra: string]: unknown }> {
  const matches = items.filter(catalogFilter(query, fields));
  // An exact code the caller typed goes first; the rest keep the catalogue's order.
  const codes = typedCodes(query);
  if (codes.size > 0) {
    const exact = matches.findIndex((i) => codes.has(i.code.toUpperCase()));
    if (exact > 0) matches.unshift(...matches.splice(exact, 1));
  }
  const take = Math.min(Math.max(Number(query.limit ?? HELPER_DEFAULT_LIMIT) || HELPER_DEFAULT_LIMIT, 1), HELPER_MAX_LIMIT);
  const skip = query.page ? take * (Math.max(Number(query.page), 1) - 1) : Number(query.offset ?? 0);
  const data = matches.slice(skip, skip + take).map(({ search: _search, ...rest }) => rest);
  return paginate(data, matches.length, take, skip);
}

export const helpersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const name of Object.keys(SUMMARIES) as CatalogName[]) {
    app.get(
      `/api/${name}`,
      { schema: { tags: ['helpers'], summary: SUMMARIES[name], security: [{ bearerAuth: [] }], querystring: HelperQuerySchema, response: { 200: HelperPage } } },
      (request) => searchCatalog(catalog(name), request.query, CATALOG_FIELDS[name]),
    );
  }
};
