// Rows of the store catalogues: classifications, price lists and their items, providers, products, clients, store invoices, as the generic CRUD engine serves them
// (<Entity>Input: POST/PUT; Partial<...Input> for PATCH). Money is a decimal string; dates 'YYYY-MM-DD';
// timestamps ISO-8601 UTC. Relations are present only when asked for with join.
import type { DecimalString, TaxObject } from '../common';
import type { BranchOfficeRef } from './system';

export interface StoreClassification {
  id: number;
  companyId: number;
  branchOfficeId: number;
  name: string;
  description: string;
  color: string;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface StoreClassificationInput {
  name: string;
  description?: string;
  color?: string;
  isActive?: boolean;
}

export interface StorePriceList {
  id: number;
  companyId: number;
  branchOfficeId: number;
  name: string;
  description: string;
  percentage: DecimalString;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface StorePriceListInput {
  name: string;
  description?: string;
  percentage?: DecimalString;
  isActive?: boolean;
}

export interface WarehouseProvider {
  id: number;
  companyId: number;
  name: string;
  rfc: string;
  businessName: string;
  contactName: string;
  phone: string;
  email: string;
  address: string;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface WarehouseProviderInput {
  name: string;
  rfc?: string;
  businessName?: string;
  contactName?: string;
  phone?: string;
  email?: string;
  address?: string;
  isActive?: boolean;
}

export interface Product {
  id: number;
  companyId: number;
  branchOfficeId: number;
  name: string;
  description: string;
  code: string;
  sat_code: string;
  codeBar: string;
  isActive: boolean;
  price: DecimalString;
  priceWithIVA: DecimalString;
  priceProvider: DecimalString;
  IVA: boolean;
  isFavorite: boolean;
  picture: string;
  stock: DecimalString;
  minStock: DecimalString;
  maxStock: DecimalString;
  objetoImp: string;
  /** Sets IVA and ObjetoImp (the server keeps them in step). */
  taxObject: TaxObject;
  unity: number;
  unitMeasurement: string;
  /** Position on the point of sale's cards view (ascending; ties by name). */
  menuOrder: number;
  storeClassificationId: number | null;
  storePriceListId: number | null;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** With join=priceListItems: the product's own prices in price lists. */
  priceListItems?: PriceListItem[];
  /** With join=storeClassification. */
  storeClassification?: StoreClassification | null;
  /** With join=storePriceList. */
  storePriceList?: StorePriceList | null;
  /** With join=branchOffice. */
  branchOffice?: BranchOfficeRef | null;
  /** With join=miniStoreProductsProvider. */
  miniStoreProductsProvider?: ProductProvider[];
}

export interface ProductInput {
  name: string;
  code: string;
  description?: string;
  sat_code?: string;
  codeBar?: string;
  isActive?: boolean;
  price?: DecimalString;
  priceWithIVA?: DecimalString;
  priceProvider?: DecimalString;
  IVA?: boolean;
  isFavorite?: boolean;
  picture?: string;
  stock?: DecimalString;
  minStock?: DecimalString;
  maxStock?: DecimalString;
  objetoImp?: string;
  taxObject?: TaxObject;
  unity?: number;
  unitMeasurement?: string;
  menuOrder?: number;
  storeClassificationId?: number | null;
  storePriceListId?: number | null;
}

/** A product's own price in a price list (GET /mini-store/price-list-items; written through PUT /mini-store/price-lists/:id/items). */
export interface PriceListItem {
  id: number;
  companyId: number;
  branchOfficeId: number;
  priceListId: number;
  productId: number;
  price: DecimalString;
  priceWithIVA: DecimalString;
  createdAt: string;
  updatedAt: string;
  /** With join=product. */
  product?: Product | null;
}

export interface ProductProvider {
  id: number;
  companyId: number;
  productId: number;
  providerId: number;
  cost: DecimalString;
  providerCode: string;
  createdAt: string;
  updatedAt: string;
  /** With join=provider. */
  provider?: WarehouseProvider | null;
}

export interface Client {
  id: number;
  companyId: number;
  name: string;
  last_name_father: string;
  last_name_mother: string;
  photo: string;
  enrollment: string;
  birth_date: string | null;
  curp: string;
  search_name: string;
  type: string;
  email: string;
  phone: string;
  rfc: string;
  creditLimit: DecimalString;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ClientInput {
  name: string;
  last_name_father?: string;
  last_name_mother?: string;
  photo?: string;
  enrollment?: string;
  birth_date?: string | null;
  curp?: string;
  search_name?: string;
  type?: string;
  email?: string;
  phone?: string;
  rfc?: string;
  creditLimit?: DecimalString;
  isActive?: boolean;
}

export interface MiniStoreInvoice {
  id: number;
  companyId: number;
  branchOfficeId: number;
  serie: string;
  folio: number;
  uuid: string | null;
  clientId: number | null;
  rfc: string;
  businessName: string;
  cfdiUse: string;
  paymentForm: string;
  paymentMethod: string;
  subtotal: DecimalString;
  iva: DecimalString;
  total: DecimalString;
  status: string;
  stampedAt: string | null;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** With join=client. */
  client?: Client | null;
}

export interface MiniStoreInvoiceInput {
  folio: number;
  rfc: string;
  businessName: string;
  serie?: string;
  uuid?: string | null;
  clientId?: number | null;
  cfdiUse?: string;
  paymentForm?: string;
  paymentMethod?: string;
  subtotal?: DecimalString;
  iva?: DecimalString;
  total?: DecimalString;
  status?: string;
  stampedAt?: string | null;
}
