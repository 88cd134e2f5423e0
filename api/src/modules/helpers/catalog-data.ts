// The SAT helper catalogues, read once from api/resources/sat (copied from SAT's published catalogues) on first use.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ROUTE_TREE } from '../../db/seed/route-tree';
import { foldAccents } from '@mikro/domain';

export interface HelperItem {
  code: string;
  name: string;
  /** Lower-case, accent-free code and name, for searching. */
  search: string;
  [extra: string]: unknown;
}

const resource = (file: string) => fileURLToPath(new URL(`../../../resources/sat/${file}`, import.meta.url));
const readJson = <T>(file: string): T => JSON.parse(readFileSync(resource(file), 'utf8')) as T;

export const normalise = foldAccents;

const item = (code: string, name: string, extra: Record<string, unknown> = {}, alsoSearched = ''): HelperItem => ({
  code,
  name,
  ...extra,
  search: normalise(`${code} ${name} ${alsoSearched}`),
});

/** The lucide icon names the menu can show (packages/ui MENU_ICONS) plus those the route tree uses. */
const MENU_ICONS = [
  'home', 'house', 'dashboard', 'layout-dashboard', 'shopping-cart', 'shopping-bag', 'store', 'package', 'boxes', 'tag', 'tags', 'list',
  'truck', 'clipboard-list', 'clipboard-check', 'receipt', 'history', 'users', 'user', 'user-plus', 'user-check', 'user-x', 'users-round',
  'graduation-cap', 'school', 'book-open', 'book', 'calendar', 'calendar-days', 'layers', 'layout-grid', 'file', 'file-text',
  'file-spreadsheet', 'file-minus', 'files', 'hash', 'key', 'lock', 'building', 'building-2', 'landmark', 'settings', 'shield', 'route',
  'zap', 'percent', 'upload', 'refresh-cw', 'bar-chart-3', 'chart-pie', 'pie-chart', 'trending-up', 'wallet', 'credit-card',
  'dollar-sign', 'banknote', 'coins', 'calculator', 'archive', 'briefcase', 'contact', 'folder', 'git-branch', 'database', 'mail',
  'printer', 'arrow-left-right', 'menu', 'medal', 'utensils', 'package-check', 'activity', 'sliders-horizontal', 'list-checks',
  'user-minus', 'user-round', 'user-search', 'presentation', 'info',
];

export type CatalogName = 'prodserv-codes' | 'measure-units' | 'icons' | 'tax-regimes';

const loaders: Record<CatalogName, () => HelperItem[]> = {
  // SAT's description of each code (an expired code is stored as [description, valid-until] and is not offered)
  // with SAT's similar words ("palabras similares"), which are searched too.
  'prodserv-codes': () => {
    const similar = readJson<Record<string, string>>('c_ClaveProdServ.similar.json');
    return Object.entries(readJson<Record<string, string | [string, string]>>('c_ClaveProdServ.descriptions.json'))
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([code, name]) => item(code, name, { similar: similar[code] ?? '' }, similar[code] ?? ''))
      .sort((a, b) => a.code.localeCompare(b.code));
  },
  'measure-units': () =>
    readJson<{ code: string; name: string; symbol: string; validUntil: string }[]>('c_ClaveUnidad.json')
      .filter((u) => u.validUntil === '')
      .map((u) => item(u.code, u.name, { symbol: u.symbol }))
      .sort((a, b) => a.code.localeCompare(b.code)),
  'tax-regimes': () =>
    readJson<{ code: string; name: string; fisica: boolean; moral: boolean }[]>('c_RegimenFiscal.json').map((r) =>
      item(r.code, r.name, { fisica: r.fisica, moral: r.moral }),
    ),
  icons: () =>
    [...new Set([...MENU_ICONS, ...ROUTE_TREE.map((r) => r.icon)])].sort().map((name) => item(name, name)),
};

/** The fields each catalogue answers with (and a query may filter on). */
export const CATALOG_FIELDS: Record<CatalogName, string[]> = {
  'prodserv-codes': ['code', 'name', 'similar'],
  'measure-units': ['code', 'name', 'symbol'],
  'tax-regimes': ['code', 'name', 'fisica', 'moral'],
  icons: ['code', 'name'],
};

const cache = new Map<CatalogName, HelperItem[]>();

export function catalog(name: CatalogName): HelperItem[] {
  let items = cache.get(name);
  if (!items) {
    items = loaders[name]();
    cache.set(name, items);
  }
  return items;
}
