// Entities that catalogue resources join but that are not catalogue resources themselves.
import { getTableColumns } from 'drizzle-orm';
import { Type } from 'typebox';
import { CURP_MESSAGE, CURP_PATTERN, GENERIC_RFC_MESSAGE, OWN_RFC_PATTERN, RFC_FORMAT_MESSAGE } from '@mikro/domain';
import { defineEntity } from '../../crud/index';
import { branchOffices, companies } from '../../db/schema/index';

export const branchOfficeEntity = defineEntity({ table: branchOffices });

const RFC_MESSAGE = `${RFC_FORMAT_MESSAGE} ${GENERIC_RFC_MESSAGE}`;
/** A person's own RFC: SAT's format (the domain's pattern), never the generic XAXX010101000 / XEXX010101000. */
export const RFC = Type.String({ pattern: `^${OWN_RFC_PATTERN}$`, maxLength: 13, errorMessage: RFC_MESSAGE });
/** The same rule where the RFC is optional. */
export const RFC_OR_EMPTY = Type.String({ pattern: `^(${OWN_RFC_PATTERN})?$`, maxLength: 13, errorMessage: RFC_MESSAGE });
/** An optional CURP, upper-cased, by the domain's official pattern (sex H, M or X; real months, days and states). */
export const CURP_OR_EMPTY = Type.String({ pattern: `^(${CURP_PATTERN.source.slice(1, -1)})?$`, maxLength: 18, errorMessage: CURP_MESSAGE });

const COMPANY_VISIBLE = ['id', 'name', 'rfc', 'businessName'];
/** Only a company's id, name and fiscal name can be joined (its certificates and settings stay out). */
export const companyEntity = defineEntity({
  table: companies,
  hidden: Object.keys(getTableColumns(companies)).filter((key) => !COMPANY_VISIBLE.includes(key)),
});
