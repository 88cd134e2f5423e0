import { describe, expect, it } from '@jest/globals';
import { productsQuery, type ProductsListState } from './useProducts';

const state = (overrides: Partial<ProductsListState> = {}): ProductsListState => ({
  page: 1,
  pageSize: 10,
  search: '',
  status: 'all',
  classificationId: null,
  sort: { field: 'name', order: 'ASC' },
  ...overrides,
});

describe('productsQuery', () => {
  it('pages, sorts and joins classification, price list and providers', () => {
    const query = productsQuery(state({ page: 3 }));
    expect(query).toMatchObject({ page: 3, limit: 10, sort: [{ field: 'name', order: 'ASC' }], filter: [] });
    expect(query.join?.map((join) => join.field)).toEqual(['storeClassification', 'storePriceList', 'miniStoreProductsProvider']);
  });

  it('filters by status and classification', () => {
    expect(productsQuery(state({ status: 'active', classificationId: 4 })).filter).toEqual([
      { field: 'isActive', operator: '$eq', value: true },
      { field: 'storeClassificationId', operator: '$eq', value: 4 },
    ]);
  });

  it('searches name, code or exact barcode together with the filters', () => {
    expect(productsQuery(state({ search: ' 7501 ', status: 'inactive' })).search).toEqual({
      $and: [{ isActive: { $eq: false } }, { $or: [{ name: { $contL: '7501' } }, { code: { $contL: '7501' } }, { codeBar: { $eq: '7501' } }] }],
    });
  });
});
