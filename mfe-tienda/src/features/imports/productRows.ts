import type { ProductInput } from '@mikro/contracts';
import { isValidAmount, pricesFromPrice, pricesFromPriceWithTax } from '@mikro/domain';
import type { CsvRow } from './csvRows';

export const PRODUCT_COLUMNS = ['codigo', 'nombre', 'clave_sat', 'unidad', 'precio', 'precio_con_iva', 'iva', 'codigo_barras', 'existencia', 'minimo', 'maximo'];

const yes = (value: string | undefined) => /^(si|sí|1|true|x)$/i.test(value ?? '');
const amountOr = (value: string | undefined, fallback: string) => (value && value !== '' ? value : fallback);

/** One CSV row → a product; the price with IVA is derived from the price (or the reverse) with packages/domain. */
export function productFromRow(row: CsvRow): { value: ProductInput | null; errors: string[] } {
  const errors: string[] = [];
  if (!row.codigo) errors.push('Falta el código');
  if (!row.nombre) errors.push('Falta el nombre');
  if (!/^\d{8}$/.test(row.clave_sat ?? '')) errors.push('La clave SAT tiene 8 dígitos');
  const withIva = row.iva === undefined || row.iva === '' ? true : yes(row.iva);
  let prices: { price: string; priceWithIVA: string } | null = null;
  if (row.precio && isValidAmount(row.precio)) prices = withIva ? pricesFromPrice(row.precio) : { price: row.precio, priceWithIVA: row.precio };
  else if (row.precio_con_iva && isValidAmount(row.precio_con_iva)) {
    prices = withIva ? pricesFromPriceWithTax(row.precio_con_iva) : { price: row.precio_con_iva, priceWithIVA: row.precio_con_iva };
  } else errors.push('Falta el precio o no es un número');
  for (const [column, label] of [['existencia', 'La existencia'], ['minimo', 'El mínimo'], ['maximo', 'El máximo']] as const) {
    const value = row[column];
    if (value && (!isValidAmount(value) || Number(value) < 0)) errors.push(`${label} debe ser un número mayor o igual a 0`);
  }
  if (errors.length > 0 || !prices) return { value: null, errors };
  return {
    value: {
      code: row.codigo,
      name: row.nombre,
      sat_code: row.clave_sat,
      unitMeasurement: (row.unidad || 'H87').toUpperCase(),
      IVA: withIva,
      ...prices,
      codeBar: row.codigo_barras ?? '',
      stock: amountOr(row.existencia, '0'),
      minStock: amountOr(row.minimo, '0'),
      maxStock: amountOr(row.maximo, '0'),
      isActive: true,
    },
    errors: [],
  };
}
