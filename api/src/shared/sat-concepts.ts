// What every write of a product or a concept (the catalogue screens, bulk creation, PUT/PATCH, spreadsheet
// imports) must agree with: its ClaveProdServ and ClaveUnidad exist in SAT's catalogues, and its one tax object
// (packages/domain ConceptTax) with the IVA flag and ObjetoImp that older screens and the engines read.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BORDER_RATE_MESSAGE, OFFERED_TAX_OBJECTS, PRODUCT_TAX_OBJECTS, TAX_OBJECT_MESSAGE, carriesIva, isConceptTax, objetoImpOf, taxObjectOf, type ConceptTax } from '@mikro/domain';

const resource = (file: string) => fileURLToPath(new URL(`../../resources/sat/${file}`, import.meta.url));

export const PRODUCT_KEY_MESSAGE = 'La clave de producto o servicio no existe en el catálogo c_ClaveProdServ del SAT (o ya no está vigente)';
export const UNIT_KEY_MESSAGE = 'La clave de unidad no existe en el catálogo c_ClaveUnidad del SAT (o ya no está vigente)';

let productKeys: Set<string> | null = null;
let unitKeys: Set<string> | null = null;

/**
 * SAT's c_ClaveProdServ codes in force, from `c_ClaveProdServ.codes.txt`: one line per 6-digit prefix followed by
 * the last two digits of each of its codes (`10101500010204` = 10101500, 10101501, 10101502, 10101504).
 */
function productKeySet(): Set<string> {
  if (!productKeys) {
    const codes = new Set<string>();
    for (const line of readFileSync(resource('c_ClaveProdServ.codes.txt'), 'utf8').split('\n')) {
      const prefix = line.slice(0, 6);
      for (let i = 6; i + 2 <= line.length; i += 2) codes.add(prefix + line.slice(i, i + 2));
    }
    productKeys = codes;
  }
  return productKeys;
}

function unitKeySet(): Set<string> {
  unitKeys ??= new Set(
    (JSON.parse(readFileSync(resource('c_ClaveUnidad.json'), 'utf8')) as { code: string; validUntil: string }[]).filter((u) => u.validUntil === '').map((u) => u.code),
  );
  return unitKeys;
}

function isSatProductKey(code: string): boolean {
  return productKeySet().has(code);
}

function isSatUnitKey(code: string): boolean {
  return unitKeySet().has(code);
}

type Values = Record<string, unknown>;
type FieldErrors = { field: string; message: string }[];

/** The column names (as the resource writes them) of a product's or concept's SAT keys and tax fields. */
interface SatConceptColumns {
  productKey: string;
  unitKey: string;
  /** The IVA flag the tax object sets. */
  withIva: string;
  /** ObjetoImp, when the table keeps one. */
  objetoImp?: string;
  /** A store product (of one branch office) may carry IVA 8 %, sold only where the branch office is in the border region. */
  borderRate?: boolean;
}

/** SAT keys given in a write that are not in SAT's catalogues, each naming its field. */
export function satKeyErrors(values: Values, columns: Pick<SatConceptColumns, 'productKey' | 'unitKey'>): FieldErrors {
  const errors: FieldErrors = [];
  const product = values[columns.productKey];
  if (typeof product === 'string' && !isSatProductKey(product)) errors.push({ field: columns.productKey, message: PRODUCT_KEY_MESSAGE });
  const unit = values[columns.unitKey];
  if (typeof unit === 'string' && !isSatUnitKey(unit)) errors.push({ field: columns.unitKey, message: UNIT_KEY_MESSAGE });
  return errors;
}

/**
 * The write with its tax object and the IVA flag and ObjetoImp that follow it. A client that sends only the old
 * fields (IVA, ObjetoImp) keeps the stored tax object while they still agree with it (a 0 % book stays at 0 %),
 * else gets the one they mean (taxObjectOf).
 */
function withTaxObject(values: Values, stored: Values | null, columns: SatConceptColumns): Values | { errors: FieldErrors } {
  const given = values.taxObject;
  let tax: ConceptTax;
  if (given !== undefined) {
    if (!isConceptTax(given)) return { errors: [{ field: 'taxObject', message: TAX_OBJECT_MESSAGE }] };
    tax = given;
  } else {
    const flag = (name: string) => (typeof values[name] === 'boolean' ? values[name] : stored?.[name]);
    const withIva = flag(columns.withIva);
    const objetoImp = columns.objetoImp ? (values[columns.objetoImp] ?? stored?.[columns.objetoImp]) : undefined;
    const current = stored && isConceptTax(stored.taxObject) ? stored.taxObject : null;
    const legacy = { withIva: withIva === true, objetoImp: typeof objetoImp === 'string' ? objetoImp : null };
    const agrees = current !== null && carriesIva(current) === legacy.withIva && (current === 'no-objeto') === (legacy.objetoImp === '01');
    if (agrees) tax = current;
    else if (stored === null && withIva === undefined && objetoImp === undefined) return values;
    else tax = taxObjectOf(legacy);
  }
  if (!(columns.borderRate ? PRODUCT_TAX_OBJECTS : OFFERED_TAX_OBJECTS).includes(tax)) return { errors: [{ field: 'taxObject', message: BORDER_RATE_MESSAGE }] };
  const derived: Values = { ...values, taxObject: tax, [columns.withIva]: carriesIva(tax) };
  if (columns.objetoImp) derived[columns.objetoImp] = objetoImpOf(tax);
  return derived;
}

/** A product's or concept's write checked and completed: SAT keys, then the tax object and its flags. */
export function deriveSatConcept(values: Values, stored: Values | null, columns: SatConceptColumns): Values | { errors: FieldErrors } {
  const errors = satKeyErrors(values, columns);
  if (errors.length > 0) return { errors };
  return withTaxObject(values, stored, columns);
}
