// Entities that catalogue resources join but that are not catalogue resources themselves.
import { getTableColumns } from 'drizzle-orm';
import { Type } from 'typebox';
import { defineEntity } from '../../crud/index';
import { branchOffices, companies } from '../../db/schema/index';

export const branchOfficeEntity = defineEntity({ table: branchOffices });

const RFC_PATTERN = '(?!XAXX010101000$|XEXX010101000$)[A-ZÑ&]{3,4}\\d{6}[A-Z0-9]{3}';
const RFC_MESSAGE = 'RFC no válido (12 o 13 caracteres con el formato del SAT). El RFC no puede ser XEXX010101000 o XAXX010101000.';
/** A customer's own RFC (SPEC §5): SAT's format, never the generic XAXX010101000 / XEXX010101000. */
export const RFC = Type.String({ pattern: `^${RFC_PATTERN}$`, maxLength: 13, errorMessage: RFC_MESSAGE });
/** The same rule where the RFC is optional. */
export const RFC_OR_EMPTY = Type.String({ pattern: `^(${RFC_PATTERN})?$`, maxLength: 13, errorMessage: RFC_MESSAGE });

const COMPANY_VISIBLE = ['id', 'name', 'rfc', 'businessName'];
/** Only a company's id, name and fiscal name can be joined (its certificates and settings stay out). */
export const companyEntity = defineEntity({
  table: companies,
  hidden: Object.keys(getTableColumns(companies)).filter((key) => !COMPANY_VISIBLE.includes(key)),
});
