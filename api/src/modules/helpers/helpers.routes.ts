// SPEC §7 "Helper catalogues": GET /api/prodserv-codes, /api/measure-units, /api/icons, /api/tax-regimes.
// Any session may read them; paged by limit/page or offset; `code` matches codes by prefix (so ?code=H87
// answers H87 first), `text` or `search` matches code or name ignoring case and accents.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Paginated } from '@mikro/contracts';
import { paginate } from '../../crud/index';
import { catalog, normalise, type CatalogName, type HelperItem } from './catalog-data';

export const HELPER_DEFAULT_LIMIT = 10;
export const HELPER_MAX_LIMIT = 100;

const Digits = Type.String({ pattern: '^[0-9]{1,9}$' });
const HelperQuerySchema = Type.Object({
  limit: Type.Optional(Digits),
  page: Type.Optional(Digits),
  offset: Type.Optional(Digits),
  code: Type.Optional(Type.String({ maxLength: 20 })),
  text: Type.Optional(Type.String({ maxLength: 200 })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
});
type HelperQuery = { limit?: string; page?: string; offset?: string; code?: string; text?: string; search?: string };

const SUMMARIES: Record<CatalogName, string> = {
  'prodserv-codes': 'Claves de productos y servicios del SAT (c_ClaveProdServ)',
  'measure-units': 'Claves de unidad del SAT (c_ClaveUnidad)',
  icons: 'Iconos disponibles para el menú',
  'tax-regimes': 'Regímenes fiscales del SAT (c_RegimenFiscal)',
};

export function searchCatalog(items: HelperItem[], query: HelperQuery): Paginated<Omit<HelperItem, 'search'>> {
  const code = query.code?.trim().toUpperCase();
  const text = normalise((query.text ?? query.search ?? '').trim());
  const matches = items.filter((i) => (!code || i.code.toUpperCase().startsWith(code)) && (!text || i.search.includes(text)));
  const take = Math.min(Math.max(Number(query.limit ?? HELPER_DEFAULT_LIMIT) || HELPER_DEFAULT_LIMIT, 1), HELPER_MAX_LIMIT);
  const skip = query.page ? take * (Math.max(Number(query.page), 1) - 1) : Number(query.offset ?? 0);
  const data = matches.slice(skip, skip + take).map(({ search: _search, ...rest }) => rest);
  return paginate(data, matches.length, take, skip);
}

export const helpersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const name of Object.keys(SUMMARIES) as CatalogName[]) {
    app.get(
      `/api/${name}`,
      { schema: { tags: ['helpers'], summary: SUMMARIES[name], security: [{ bearerAuth: [] }], querystring: HelperQuerySchema } },
      (request) => searchCatalog(catalog(name), request.query),
    );
  }
};
