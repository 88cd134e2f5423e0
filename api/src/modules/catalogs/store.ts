// Mini-store catalogues (/api/mini-store/*).
import { Type } from 'typebox';
import { defineEntity, defineResource, many, one } from '../../crud/index';
import { clients, miniStoreInvoices, productProviders, products, storeAutomaticCharges, storeClassifications, storePriceListItems, storePriceLists, warehouseProviders } from '../../db/schema/index';
import { deriveProductPrices, NEGATIVE_PRICE } from './product-prices';
import { stockLimitsError } from './product-stock-limits';
import { AMOUNT_PATTERN } from '../../schemas';
import { extraChargesResource } from './system';
import { branchOfficeEntity, CURP_OR_EMPTY, RFC_OR_EMPTY } from './shared';
import { deriveSatConcept } from '../../shared/sat-concepts';

const EMAIL_OR_EMPTY = Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Literal('')]);
/** A product price: 0 … 999,999,999,999.99 with at most 2 decimals. */
const PRICE = Type.String({ pattern: AMOUNT_PATTERN, maxLength: 15, errorMessage: NEGATIVE_PRICE });

export const classificationsResource = defineResource({
  name: 'classifications',
  path: '/mini-store/classifications',
  table: storeClassifications,
  permission: '/tienda/clasificaciones',
  scope: 'branch',
  // The point of sale shows the menu's groups to whoever sells, not only to whoever edits them.
  publicRead: true,
  defaultSort: [{ field: 'name', order: 'ASC' }],
});

export const priceListsResource = defineResource({
  name: 'price-lists',
  path: '/mini-store/price-lists',
  table: storePriceLists,
  permission: '/tienda/listasprecios',
  scope: 'branch',
  relations: { items: many(() => priceListItemsResource, 'priceListId') },
});

/** Per-product prices of the lists. Written only through PUT /mini-store/price-lists/:id/items (prices kept consistent there). */
export const priceListItemsResource = defineResource({
  name: 'price-list-items',
  path: '/mini-store/price-list-items',
  table: storePriceListItems,
  permission: '/tienda/listasprecios',
  scope: 'branch',
  readOnly: true,
  publicRead: true,
  maxLimit: 500,
  relations: {
    product: one(() => productsResource, 'productId'),
    priceList: one(() => priceListsResource, 'priceListId'),
  },
});

/** The automatic discounts and surcharges the branch office's store applies (the sale applies them while their rules hold). */
export const storeAutomaticChargesResource = defineResource({
  name: 'store-automatic-charges',
  path: '/mini-store/automatic-charges',
  table: storeAutomaticCharges,
  permission: '/tienda/listasprecios',
  scope: 'branch',
  publicRead: true,
  relations: { extraCharge: one(() => extraChargesResource, 'extraChargeId') },
});

export const providersResource = defineResource({
  name: 'providers',
  path: '/mini-store/providers',
  table: warehouseProviders,
  permission: '/tienda/almacen/proveedores',
  scope: 'company',
  validation: { rfc: RFC_OR_EMPTY, email: EMAIL_OR_EMPTY },
});

export const productProviderEntity = defineEntity({
  table: productProviders,
  relations: { provider: one(() => providersResource, 'providerId') },
});

export const productsResource = defineResource({
  name: 'products',
  path: '/mini-store/products',
  table: products,
  permission: '/tienda/productos',
  scope: 'branch',
  // Read by every counter that sells them (a role with only the point of sale found nothing: 403 on each search);
  // changing the catalogue still needs the products route.
  publicRead: true,
  defaultSort: [{ field: 'name', order: 'ASC' }],
  maxLimit: 500,
  validation: {
    sat_code: Type.String({ pattern: '^\\d{8}$' }),
    objetoImp: Type.String({ pattern: '^0[1-8]$' }),
    unitMeasurement: Type.String({ pattern: '^[A-Z0-9]{1,3}$' }),
    unity: Type.Integer({ minimum: 0, maximum: 99 }),
    price: PRICE,
    priceWithIVA: PRICE,
  },
  // Stock limits checked together; SAT keys against SAT's catalogues; the tax object sets IVA and ObjetoImp;
  // price ⇄ priceWithIVA by packages/domain's split, whatever the client sent.
  derive: (values, stored) => {
    const limits = stockLimitsError(values, stored);
    if (limits) return { errors: [limits] };
    const checked = deriveSatConcept(values, stored, { productKey: 'sat_code', unitKey: 'unitMeasurement', withIva: 'IVA', objetoImp: 'objetoImp', borderRate: true });
    return 'errors' in checked ? checked : deriveProductPrices(checked, stored);
  },
  relations: {
    storeClassification: one(() => classificationsResource, 'storeClassificationId'),
    storePriceList: one(() => priceListsResource, 'storePriceListId'),
    branchOffice: one(() => branchOfficeEntity, 'branchOfficeId'),
    miniStoreProductsProvider: many(() => productProviderEntity, 'productId'),
    priceListItems: many(() => priceListItemsResource, 'productId'),
  },
});

export const clientsResource = defineResource({
  name: 'clients',
  path: '/mini-store/clients',
  table: clients,
  permission: '/clientes',
  scope: 'company',
  defaultSort: [{ field: 'search_name', order: 'ASC' }],
  validation: { rfc: RFC_OR_EMPTY, email: EMAIL_OR_EMPTY, curp: CURP_OR_EMPTY },
});

export const miniStoreInvoicesResource = defineResource({
  name: 'invoices',
  path: '/mini-store/invoices',
  table: miniStoreInvoices,
  permission: '/facturas',
  scope: 'branch',
  defaultSort: [{ field: 'id', order: 'DESC' }],
  validation: { rfc: RFC_OR_EMPTY },
  relations: { client: one(() => clientsResource, 'clientId') },
});

export const STORE_RESOURCES = [
  classificationsResource,
  priceListsResource,
  priceListItemsResource,
  storeAutomaticChargesResource,
  providersResource,
  productsResource,
  clientsResource,
  miniStoreInvoicesResource,
];
