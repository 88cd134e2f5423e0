import { describe, expect, it } from '@jest/globals';
import { menuQuery } from './MenuPage';

describe('menuQuery', () => {
  it('lists the active products of a classification in menu order', () => {
    expect(menuQuery(3)).toEqual({
      limit: 200,
      sort: [{ field: 'menuOrder', order: 'ASC' }, { field: 'name', order: 'ASC' }],
      filter: [{ field: 'isActive', operator: '$eq', value: true }, { field: 'storeClassificationId', operator: '$eq', value: 3 }],
    });
  });

  it('lists products without a classification', () => {
    expect(menuQuery(null).filter?.[1]).toEqual({ field: 'storeClassificationId', operator: '$isnull' });
  });
});
