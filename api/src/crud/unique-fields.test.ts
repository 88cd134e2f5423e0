import { describe, expect, it } from '@jest/globals';
import { actions, products, roles, users } from '../db/schema/index';
import { uniqueFieldsOf } from './unique-fields';

describe('uniqueFieldsOf', () => {
  it('names the fields of each unique index without the company and branch office', () => {
    expect(uniqueFieldsOf(roles).get('roles_company_name_uq')).toEqual(['name']);
    expect([...uniqueFieldsOf(products).values()]).toContainEqual(['code']);
  });

  it('reads the column inside an indexed expression and a column declared unique', () => {
    expect(uniqueFieldsOf(users).get('users_company_email_uq')).toEqual(['email']);
    expect([...uniqueFieldsOf(actions).values()]).toContainEqual(['key']);
  });
});
