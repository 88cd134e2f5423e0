// The product form's values, its validation and the price ⇄ price-with-IVA rule (packages/domain).
import * as yup from 'yup';
import { FIELD_LIMITS, type Product, type ProductInput, type SaveProductProvidersRequest, type TaxObject } from '@mikro/contracts';
import { DEFAULT_TAX_OBJECT, PRODUCT_TAX_OBJECTS, TAX_OBJECT_LABELS, isValidAmount, MAX_STOCK_BELOW_MINIMUM, pricesFromPrice, pricesFromPriceWithTax, saleLineTaxFactor, stockLimitsAgree } from '@mikro/domain';
import { amountString, maxLengthMessage, MESSAGES, requiredString } from '@mikro/ui';

export interface ProductFormValues {
  name: string;
  code: string;
  description: string;
  sat_code: string;
  codeBar: string;
  unitMeasurement: string;
  unity: number;
  /** The one tax of the product; IVA (whether the price with IVA adds 16 %, or 8 % in the border region) follows it. */
  taxObject: TaxObject;
  IVA: boolean;
  price: string;
  priceWithIVA: string;
  priceProvider: string;
  stock: string;
  minStock: string;
  maxStock: string;
  storeClassificationId: number | null;
  storePriceListId: number | null;
  picture: string;
  isFavorite: boolean;
  isActive: boolean;
  /** The product's providers and their prices (miniStoreProductsProvider). */
  providers: ProviderPriceValues[];
}

export interface ProviderPriceValues {
  providerId: number | null;
  cost: string;
  providerCode: string;
}

/** Legacy display units (1 kg, 6 piece, 8 litres: the label shown beside quantities). */
export const UNITY_OPTIONS = [
  { value: 0, label: 'Sin unidad' },
  { value: 1, label: 'Kilogramos (kg(s))' },
  { value: 6, label: 'Pieza (pza(s))' },
  { value: 8, label: 'Litros (Lts)' },
];

/**
 * The tax objects the form offers (packages/domain's PRODUCT_TAX_OBJECTS): 8 % only at a branch office in SAT's
 * border region, which alone sells at that rate; a product already at 8 % keeps it listed so it can be seen and
 * changed.
 */
export function taxObjectOptions(borderRegion: boolean, current: TaxObject): { value: TaxObject; label: string }[] {
  return PRODUCT_TAX_OBJECTS.filter((tax) => tax !== 'iva8' || borderRegion || current === 'iva8').map((tax) => ({ value: tax as TaxObject, label: TAX_OBJECT_LABELS[tax] }));
}

export function initialProductValues(product: Product | null): ProductFormValues {
  return {
    name: product?.name ?? '',
    code: product?.code ?? '',
    description: product?.description ?? '',
    sat_code: product?.sat_code ?? '',
    codeBar: product?.codeBar ?? '',
    unitMeasurement: product?.unitMeasurement ?? 'H87',
    unity: product?.unity ?? 6,
    taxObject: product?.taxObject ?? DEFAULT_TAX_OBJECT,
    IVA: product?.IVA ?? true,
    price: product?.price ?? '',
    priceWithIVA: product?.priceWithIVA ?? '',
    priceProvider: product?.priceProvider ?? '0',
    stock: product?.stock ?? '0',
    minStock: product?.minStock ?? '0',
    maxStock: product?.maxStock ?? '0',
    storeClassificationId: product?.storeClassificationId ?? null,
    storePriceListId: product?.storePriceListId ?? null,
    picture: product?.picture ?? '',
    isFavorite: product?.isFavorite ?? false,
    isActive: product?.isActive ?? true,
    providers: (product?.miniStoreProductsProvider ?? []).map((entry) => ({ providerId: entry.providerId, cost: entry.cost, providerCode: entry.providerCode })),
  };
}

type Prices = Pick<ProductFormValues, 'price' | 'priceWithIVA'>;
/** What decides the split: whether the price carries IVA and at which rate (8 % is split with 1.08, as the API does). */
type Tax = Pick<ProductFormValues, 'IVA' | 'taxObject'>;

const factorOf = (tax: Tax) => saleLineTaxFactor({ isIva: tax.IVA, taxObject: tax.taxObject });

/** The two prices after the user typed the price before tax. Without IVA both are the same. */
export function pricesAfterPriceChange(price: string, tax: Tax): Prices {
  if (!isValidAmount(price) || price.trim() === '') return { price, priceWithIVA: '' };
  return tax.IVA ? { price, priceWithIVA: pricesFromPrice(price, factorOf(tax)).priceWithIVA } : { price, priceWithIVA: price };
}

/** The two prices after the user typed the price with IVA. */
export function pricesAfterPriceWithIvaChange(priceWithIVA: string, tax: Tax): Prices {
  if (!isValidAmount(priceWithIVA) || priceWithIVA.trim() === '') return { price: '', priceWithIVA };
  return tax.IVA ? { price: pricesFromPriceWithTax(priceWithIVA, factorOf(tax)).price, priceWithIVA } : { price: priceWithIVA, priceWithIVA };
}

// Prices are money as the API takes it (2 decimals: a third one is refused with amountString's text for
// 'amount'); stock levels are quantities of up to 3 decimals, any plain decimal here.
const price = (label: string) => amountString({ required: true, format: 'amount', min: 0, messages: { min: `${label} debe ser un número mayor o igual a 0` } });
const quantity = (label: string) => amountString({ required: true, min: 0, messages: `${label} debe ser un número mayor o igual a 0` });

export const productSchema = yup.object({
  name: requiredString().max(FIELD_LIMITS.products.name),
  code: requiredString().max(FIELD_LIMITS.products.code),
  description: yup.string().max(500, maxLengthMessage(500)),
  sat_code: requiredString().matches(/^\d{8}$/, 'La clave SAT tiene 8 dígitos'),
  codeBar: yup.string().max(FIELD_LIMITS.products.codeBar),
  unitMeasurement: requiredString(),
  price: price('El precio'),
  priceWithIVA: price('El precio con IVA'),
  priceProvider: price('El precio de proveedor'),
  stock: quantity('La existencia'),
  minStock: quantity('El mínimo'),
  providers: yup.array(
    yup.object({
      providerId: yup.number().nullable().required(MESSAGES.required),
      cost: price('El precio del proveedor'),
    }),
  ),
  maxStock: quantity('El máximo').test('max-over-min', MAX_STOCK_BELOW_MINIMUM, function check(value) {
    const minStock = String(this.parent.minStock ?? '0');
    return !isValidAmount(value) || !isValidAmount(minStock) || stockLimitsAgree(minStock, value);
  }),
});

/** The request body. Stock is only set on creation: later changes go through the kardex (stock adjustments). */
export function toProductInput(values: ProductFormValues, isNew: boolean): ProductInput {
  const { stock, providers: _providers, ...rest } = values;
  return {
    ...rest,
    ...(isNew ? { stock } : {}),
    name: values.name.trim(),
    code: values.code.trim(),
    description: values.description.trim(),
    codeBar: values.codeBar.trim(),
    unity: Number(values.unity),
  };
}

/** The providers request; null when nothing changed (no request needed). */
export function toProvidersRequest(values: ProductFormValues, initial: ProductFormValues): SaveProductProvidersRequest | null {
  const rows = values.providers.map((row) => ({ providerId: row.providerId as number, cost: row.cost.trim(), providerCode: row.providerCode.trim() }));
  const before = initial.providers.map((row) => ({ providerId: row.providerId as number, cost: row.cost.trim(), providerCode: row.providerCode.trim() }));
  return JSON.stringify(rows) === JSON.stringify(before) ? null : { providers: rows };
}
