/** Business defaults (page size, quotation validity, fiscal regime, tax object, matrix company, concept type) used by the API and the screens. */
export { DEFAULT_PAGE_SIZE } from '@mikro/contracts';
export const DEFAULT_OFFSET = 0;
export const DEFAULT_QUOTE_VALID_DAYS = 15;
export const DEFAULT_FISCAL_REGIME = '612';
export const DEFAULT_OBJETO_IMP = '02';
export const DEFAULT_MATRIX_COMPANY_ID = 1;
export const DEFAULT_CONCEPT_TYPE = 'OneTime';
export const DEFAULT_CONCEPT_QUANTITY = 1;
