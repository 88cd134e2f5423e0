// Bulk price changes for /update: store products (by percentage or from a spreadsheet of code → new price)
// and school / academy concept fees (by percentage). A preview computes old → new; applying writes exactly
// the previewed amounts in one transaction, refusing the whole batch if any price changed meanwhile.
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { BulkUpdateApplyInput, BulkUpdateApplyResult, BulkUpdateChange, BulkUpdatePreview, BulkUpdateTarget, ImportRowError } from '@mikro/contracts';
import { isPriceChangePercentage, isValidAmount, Money, PRICE_CHANGE_PERCENTAGE_MESSAGE, pricesFromPrice, pricesFromPriceWithTax, type ProductPrices } from '@mikro/domain';
import type { Database } from '../../../db/client';
import { academyConcepts, products, schoolConcepts } from '../../../db/schema/index';
import type { Caller } from '../../../crud/index';
import { badRequest, HttpError, MESSAGES } from '../../../plugins/errors';
import { readSpreadsheet, type Sheet } from '../../../shared/spreadsheet/spreadsheet';

interface Item {
  id: number;
  code: string;
  name: string;
  price: string;
  priceWithIva: string | null;
  /** Products only: whether the price carries IVA. */
  iva: boolean | null;
}

/** Where a bulk change reads and writes: the table, the columns that scope it, and the item's columns. */
interface TargetDefinition {
  table: PgTable;
  id: PgColumn;
  companyId: PgColumn;
  /** Null for a catalogue shared by the company's branch offices. */
  branchOfficeId: PgColumn | null;
  deletedAt: PgColumn;
  isActive: PgColumn;
  /** The columns of an Item (code, priceWithIva and iva only where the table has them). */
  select: Record<string, PgColumn>;
}

const TARGETS: Record<BulkUpdateTarget, TargetDefinition> = {
  products: {
    table: products,
    id: products.id,
    companyId: products.companyId,
    branchOfficeId: products.branchOfficeId,
    deletedAt: products.deletedAt,
    isActive: products.isActive,
    select: { id: products.id, code: products.code, name: products.name, price: products.price, priceWithIva: products.priceWithIVA, iva: products.IVA },
  },
  'school-concepts': {
    table: schoolConcepts,
    id: schoolConcepts.id,
    companyId: schoolConcepts.companyId,
    branchOfficeId: null,
    deletedAt: schoolConcepts.deletedAt,
    isActive: schoolConcepts.isActive,
    select: { id: schoolConcepts.id, name: schoolConcepts.name, price: schoolConcepts.price },
  },
  'academy-concepts': {
    table: academyConcepts,
    id: academyConcepts.id,
    companyId: academyConcepts.companyId,
    branchOfficeId: academyConcepts.branchOfficeId,
    deletedAt: academyConcepts.deletedAt,
    isActive: academyConcepts.isActive,
    select: { id: academyConcepts.id, name: academyConcepts.name, price: academyConcepts.price },
  },
};

export const isBulkTarget = (value: string): value is BulkUpdateTarget => Object.hasOwn(TARGETS, value);

function scope(target: TargetDefinition, caller: Caller): SQL[] {
  const conditions: SQL[] = [eq(target.companyId, caller.companyId), isNull(target.deletedAt)];
  if (target.branchOfficeId) {
    if (caller.branchOfficeId === null) {
      throw badRequest('Seleccione una sucursal (encabezado X-Branch-Office)', [{ field: 'X-Branch-Office', message: MESSAGES.required }]);
    }
    conditions.push(eq(target.branchOfficeId, caller.branchOfficeId));
  }
  return conditions;
}

async function itemsOf(db: Database, targetKey: BulkUpdateTarget, caller: Caller, extra: SQL[] = [], forUpdate = false): Promise<Item[]> {
  const target = TARGETS[targetKey];
  const query = db
    .select(target.select)
    .from(target.table)
    .where(and(...scope(target, caller), ...extra))
    .orderBy(target.id);
  const rows = (forUpdate ? await query.for('update') : await query) as Record<string, unknown>[];
  return rows.map((row) => ({
    id: row.id as number,
    code: (row.code as string | undefined) ?? String(row.id),
    name: row.name as string,
    price: Money.of(row.price as string).toFixed2(),
    priceWithIva: row.priceWithIva === undefined ? null : Money.of(row.priceWithIva as string).toFixed2(),
    iva: row.iva === undefined ? null : (row.iva as boolean),
  }));
}

/** New amounts of an item given the amount the user means: the shelf price (with IVA) for a product with IVA. */
function productPrices(item: Item, amount: string, basis: 'withIva' | 'withoutIva'): ProductPrices {
  if (!item.iva) return { price: Money.of(amount).toFixed2(), priceWithIVA: Money.of(amount).toFixed2() };
  return basis === 'withIva' ? pricesFromPriceWithTax(amount) : pricesFromPrice(amount);
}

function change(item: Item, prices: { price: string; priceWithIVA: string | null }): BulkUpdateChange {
  return { id: item.id, code: item.code, name: item.name, oldPrice: item.price, newPrice: prices.price, oldPriceWithIva: item.priceWithIva, newPriceWithIva: prices.priceWithIVA };
}

export async function previewByPercentage(db: Database, caller: Caller, input: { target: BulkUpdateTarget; percentage: string; ids?: number[] }): Promise<BulkUpdatePreview> {
  if (!isPriceChangePercentage(input.percentage)) {
    throw badRequest(MESSAGES.invalidData, [{ field: 'percentage', message: PRICE_CHANGE_PERCENTAGE_MESSAGE }]);
  }
  const factor = Money.of(1).plus(Money.of(input.percentage).dividedBy(100));
  const target = TARGETS[input.target];
  const filter = input.ids && input.ids.length > 0 ? [inArray(target.id, input.ids)] : [eq(target.isActive, true)];
  const items = await itemsOf(db, input.target, caller, filter);
  const changes = items.map((item) => {
    if (input.target !== 'products') return change(item, { price: Money.of(item.price).times(factor).toFixed2(), priceWithIVA: null });
    const basis = item.iva ? item.priceWithIva! : item.price;
    return change(item, productPrices(item, Money.of(basis).times(factor).toFixed2(), 'withIva'));
  });
  return { target: input.target, changes, errors: [] };
}

const normalise = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[\s_]+/g, '');

function columnIndex(sheet: Sheet, names: string[]): number {
  return sheet.headers.findIndex((header) => names.includes(normalise(header)));
}

/** Products' new prices from a spreadsheet with the columns 'Código' and 'Precio con IVA' (or 'Precio sin IVA'). */
export async function previewProductsFromFile(db: Database, caller: Caller, file: Buffer, fileName: string): Promise<BulkUpdatePreview> {
  const sheet = await readSpreadsheet(file, fileName);
  const codeColumn = columnIndex(sheet, ['codigo', 'code', 'clave']);
  const withIvaColumn = columnIndex(sheet, ['precioconiva', 'precionuevoconiva', 'preciopublico']);
  const withoutIvaColumn = columnIndex(sheet, ['preciosiniva', 'precionuevo', 'precio']);
  if (codeColumn < 0 || (withIvaColumn < 0 && withoutIvaColumn < 0)) {
    throw badRequest("El archivo debe tener las columnas 'Código' y 'Precio con IVA' (o 'Precio sin IVA')", [{ field: 'file', message: 'Faltan columnas' }]);
  }
  const codes = sheet.rows.map((line) => String(line.cells[codeColumn] ?? '').trim()).filter(Boolean);
  const items = codes.length > 0 ? await itemsOf(db, 'products', caller, [inArray(products.code, codes)]) : [];
  const byCode = new Map(items.map((item) => [item.code, item]));
  const changes: BulkUpdateChange[] = [];
  const errors: ImportRowError[] = [];
  const seen = new Map<string, number>();
  for (const line of sheet.rows) {
    const code = String(line.cells[codeColumn] ?? '').trim();
    const useWithIva = withIvaColumn >= 0 && line.cells[withIvaColumn] !== null && line.cells[withIvaColumn] !== '';
    const column = useWithIva ? withIvaColumn : withoutIvaColumn;
    const amount = column >= 0 ? String(line.cells[column] ?? '').replace(/[$\s,]/g, '') : '';
    const item = byCode.get(code);
    const rowErrors: ImportRowError[] = [];
    if (!code) rowErrors.push({ row: line.row, field: 'code', message: MESSAGES.required });
    else if (!item) rowErrors.push({ row: line.row, field: 'code', message: 'No existe un producto con ese código en esta sucursal' });
    else if (seen.has(code)) rowErrors.push({ row: line.row, field: 'code', message: `Código repetido (fila ${seen.get(code)})` });
    if (!isValidAmount(amount) || Money.of(amount).isNegative()) rowErrors.push({ row: line.row, field: 'price', message: 'El precio debe ser un número mayor o igual a 0' });
    if (code && !seen.has(code)) seen.set(code, line.row);
    if (rowErrors.length === 0 && item) changes.push(change(item, productPrices(item, amount, useWithIva ? 'withIva' : 'withoutIva')));
    errors.push(...rowErrors);
  }
  return { target: 'products', changes, errors };
}

function consistent(item: Item, next: BulkUpdateApplyInput['changes'][number], target: BulkUpdateTarget): boolean {
  if (!isValidAmount(next.newPrice) || Money.of(next.newPrice).isNegative() || Money.of(next.newPrice).toFixed2() !== next.newPrice) return false;
  if (target !== 'products') return next.newPriceWithIva === null;
  if (next.newPriceWithIva === null || !isValidAmount(next.newPriceWithIva)) return false;
  if (!item.iva) return next.newPrice === next.newPriceWithIva;
  return pricesFromPrice(next.newPrice).priceWithIVA === next.newPriceWithIva || pricesFromPriceWithTax(next.newPriceWithIva).price === next.newPrice;
}

export async function applyChanges(db: Database, caller: Caller, input: BulkUpdateApplyInput): Promise<BulkUpdateApplyResult> {
  const target = TARGETS[input.target];
  const ids = input.changes.map((c) => c.id);
  if (new Set(ids).size !== ids.length) throw badRequest(MESSAGES.invalidData, [{ field: 'changes', message: 'Hay registros repetidos' }]);
  await db.transaction(async (tx) => {
    const items = new Map((await itemsOf(tx as unknown as Database, input.target, caller, [inArray(target.id, ids)], true)).map((item) => [item.id, item]));
    for (const [index, next] of input.changes.entries()) {
      const item = items.get(next.id);
      if (!item) throw badRequest(MESSAGES.invalidData, [{ field: `changes.${index}.id`, message: 'El registro no existe' }]);
      if (item.price !== Money.of(next.oldPrice).toFixed2()) {
        throw new HttpError(409, `El precio de «${item.name}» cambió después de la vista previa; genera la vista previa de nuevo`);
      }
      if (!consistent(item, next, input.target)) {
        throw badRequest(MESSAGES.invalidData, [{ field: `changes.${index}.newPrice`, message: 'El precio y el precio con IVA no coinciden' }]);
      }
      const values: Record<string, unknown> = { price: next.newPrice, updatedAt: new Date() };
      if (input.target === 'products') values.priceWithIVA = next.newPriceWithIva;
      await tx.update(target.table).set(values).where(eq(target.id, next.id));
    }
  });
  return { target: input.target, updated: input.changes.length };
}
