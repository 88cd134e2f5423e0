import { Money, type MoneyInput } from '../money/money';

/** Legacy product unit codes shown next to quantities : 1 kg, 6 piece, 8 litres. */
export const UNIT_DISPLAY: Readonly<Record<1 | 6 | 8, { name: string; label: string }>> = {
  1: { name: 'Kilogramos', label: 'kg(s)' },
  6: { name: 'Pieza', label: 'pza(s)' },
  8: { name: 'Litros', label: 'Lts' },
};

/** 'kg(s)', 'pza(s)' or 'Lts' for the known codes (number or numeric text); '' otherwise. */
export function unitLabel(code: number | string | null | undefined): string {
  if (code == null || (typeof code === 'string' && !/^\d+$/.test(code.trim()))) return '';
  const key = Number(code);
  return key === 1 || key === 6 || key === 8 ? UNIT_DISPLAY[key].label : '';
}

export interface SatUnit {
  /** c_ClaveUnidad key. */
  key: string;
  /** SAT's name (column "texto" of c_ClaveUnidad). */
  name: string;
  /** SAT's symbol, '' when SAT gives none. */
  symbol: string;
  /** The name for any quantity but 1 (SAT's own name when it is already plural, as Equipos). */
  plural: string;
}

/** The unit-of-measure keys a product form offers first, named as in SAT's c_ClaveUnidad. */
export const SAT_UNITS: readonly SatUnit[] = [
  { key: 'H87', name: 'Pieza', symbol: '', plural: 'Piezas' },
  { key: 'E48', name: 'Unidad de servicio', symbol: '', plural: 'Unidades de servicio' },
  { key: 'EA', name: 'Elemento', symbol: '', plural: 'Elementos' },
  { key: 'ACT', name: 'Actividad', symbol: '', plural: 'Actividades' },
  { key: 'KGM', name: 'Kilogramo', symbol: 'kg', plural: 'Kilogramos' },
  { key: 'E51', name: 'Trabajo', symbol: '', plural: 'Trabajos' },
  { key: 'A9', name: 'Tarifa', symbol: '', plural: 'Tarifas' },
  { key: 'MTR', name: 'Metro', symbol: 'm', plural: 'Metros' },
  { key: 'AB', name: 'Paquete a granel', symbol: 'pk', plural: 'Paquetes a granel' },
  { key: 'BB', name: 'Caja base', symbol: '', plural: 'Cajas base' },
  { key: 'KT', name: 'Kit', symbol: '', plural: 'Kits' },
  { key: 'SET', name: 'Conjunto', symbol: '', plural: 'Conjuntos' },
  { key: 'LTR', name: 'Litro', symbol: 'l', plural: 'Litros' },
  { key: 'XBX', name: 'Caja', symbol: '', plural: 'Cajas' },
  { key: 'MON', name: 'Mes', symbol: 'mo', plural: 'Meses' },
  { key: 'HUR', name: 'Hora', symbol: 'h', plural: 'Horas' },
  { key: 'MTK', name: 'Metro cuadrado', symbol: 'm²', plural: 'Metros cuadrados' },
  { key: '11', name: 'Equipos', symbol: '', plural: 'Equipos' },
  { key: 'MGM', name: 'Miligramo', symbol: 'mg', plural: 'Miligramos' },
  { key: 'XPK', name: 'Paquete', symbol: '', plural: 'Paquetes' },
  { key: 'XKI', name: 'Kit (Conjunto de piezas)', symbol: '', plural: 'Kits (Conjunto de piezas)' },
  { key: 'AS', name: 'Variedad', symbol: '', plural: 'Variedades' },
  { key: 'GRM', name: 'Gramo', symbol: 'g', plural: 'Gramos' },
  { key: 'PR', name: 'Par', symbol: '', plural: 'Pares' },
  { key: 'DPC', name: 'Docenas de piezas', symbol: '', plural: 'Docenas de piezas' },
  { key: 'XUN', name: 'Unidad', symbol: '', plural: 'Unidades' },
  { key: 'DAY', name: 'Día', symbol: 'd', plural: 'Días' },
  { key: 'XLT', name: 'Lote', symbol: '', plural: 'Lotes' },
  { key: '10', name: 'Grupos', symbol: '', plural: 'Grupos' },
  { key: 'MLT', name: 'Mililitro', symbol: 'ml', plural: 'Mililitros' },
  { key: 'E54', name: 'Viaje', symbol: '', plural: 'Viajes' },
];

/** The SAT key of a piece: the store adds one more of these per scan instead of a typed quantity. */
export const PIECE_UNIT_KEY = 'H87';

export function findSatUnit(key: string | null | undefined): SatUnit | undefined {
  return SAT_UNITS.find((unit) => unit.key === key);
}

/**
 * The display unit (UNIT_DISPLAY) a product sold in the SAT unit `key` is counted in: kilograms for KGM,
 * litres for LTR, pieces otherwise. A product imported or saved as KGM used to show 8.5 pza(s).
 */
export function displayUnitOfSatUnit(key: string | null | undefined): 1 | 6 | 8 {
  const upper = (key ?? '').trim().toUpperCase();
  return upper === 'KGM' ? 1 : upper === 'LTR' ? 8 : 6;
}

/**
 * SAT unit keys of goods measured by weight, volume, length or area: only these are sold in fractions
 * (1.250 kg of ham, 0.5 m of ribbon). Everything else — a piece, a box, a kit, a service — is counted whole.
 */
export const FRACTIONAL_SAT_UNITS: ReadonlySet<string> = new Set([
  // weight
  'KGM', 'GRM', 'MGM', 'TNE', 'LBR', 'ONZ',
  // volume
  'LTR', 'MLT', 'MTQ', 'CMQ', 'GLL', 'OZA',
  // length
  'MTR', 'CMT', 'MMT', 'KMT', 'INH', 'FOT', 'YRD',
  // area
  'MTK', 'CMK',
]);

/** Whether a product of the SAT unit `key` may be sold in fractions (a missing key is a piece). */
export function sellsInFractions(key: string | null | undefined): boolean {
  return FRACTIONAL_SAT_UNITS.has((key ?? '').trim().toUpperCase());
}

/**
 * Why `quantity` cannot be sold of a product in the SAT unit `key`, or null when it can: a piece, box or any
 * unit not measured by weight, volume, length or area is sold whole.
 */
export function quantityUnitProblem(key: string | null | undefined, quantity: MoneyInput): string | null {
  if (sellsInFractions(key) || Money.of(quantity).toDecimal().isInteger()) return null;
  const unit = findSatUnit((key ?? '').trim().toUpperCase())?.name ?? 'Pieza';
  return `Debe ser un número entero: se vende por ${unit.toLowerCase()}`;
}

/**
 * The unit as a ticket reads it beside the quantity, from SAT's name: «1 litro», «2 litros», «1.5 kilogramos»
 * (a fraction is plural, as in speech); '' for a key outside the catalogue the store offers.
 */
export function unitName(key: string | null | undefined, quantity: MoneyInput): string {
  const unit = findSatUnit((key ?? '').trim().toUpperCase());
  if (!unit) return '';
  return (Money.of(quantity).eq(1) ? unit.name : unit.plural).toLowerCase();
}
