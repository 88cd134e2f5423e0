// Entities that catalogue resources join but that are not catalogue resources themselves.
import { getTableColumns } from 'drizzle-orm';
import { defineEntity } from '../../crud/index';
import { branchOffices, companies } from '../../db/schema/index';

export const branchOfficeEntity = defineEntity({ table: branchOffices });

const COMPANY_VISIBLE = ['id', 'name', 'rfc', 'businessName'];
/** Only a company's id, name and fiscal name can be joined (its certificates and settings stay out). */
export const companyEntity = defineEntity({
  table: companies,
  hidden: Object.keys(getTableColumns(companies)).filter((key) => !COMPANY_VISIBLE.includes(key)),
});
