export interface PaymentMethod {
  id: number;
  name: string;
  /** SAT c_FormaPago code. */
  code: string;
}

/** SPEC §3: exactly these payment methods, with their SAT payment-form codes. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { id: 1, name: 'Efectivo', code: '01' },
  { id: 2, name: 'Cheque Nominativo', code: '02' },
  { id: 3, name: 'Transferencia electrónica', code: '03' },
  { id: 4, name: 'Tarjeta de crédito', code: '04' },
  { id: 5, name: 'Dinero Electrónico', code: '06' },
  { id: 6, name: 'Tarjeta de débito', code: '28' },
  { id: 7, name: 'Efectivo 2', code: '01' },
];

export function findPaymentMethod(id: number | null | undefined): PaymentMethod | undefined {
  return PAYMENT_METHODS.find((method) => method.id === id);
}

export interface Bank {
  id: number;
  name: string;
}

/** The fixed list of 21 Mexican banks offered at the point of sale (commercial names). */
export const BANKS: readonly Bank[] = [
  { id: 1, name: 'BBVA México' },
  { id: 2, name: 'Banamex' },
  { id: 3, name: 'Santander' },
  { id: 4, name: 'Banorte' },
  { id: 5, name: 'HSBC' },
  { id: 6, name: 'Scotiabank' },
  { id: 7, name: 'Inbursa' },
  { id: 8, name: 'Banco Azteca' },
  { id: 9, name: 'BanCoppel' },
  { id: 10, name: 'Banregio' },
  { id: 11, name: 'BanBajío' },
  { id: 12, name: 'Afirme' },
  { id: 13, name: 'Banco del Bienestar' },
  { id: 14, name: 'Banjército' },
  { id: 15, name: 'Hey Banco' },
  { id: 16, name: 'Mifel' },
  { id: 17, name: 'Multiva' },
  { id: 18, name: 'Monex' },
  { id: 19, name: 'Intercam' },
  { id: 20, name: 'Actinver' },
  { id: 21, name: 'Ve por Más' },
];

export function findBank(id: number | null | undefined): Bank | undefined {
  return BANKS.find((bank) => bank.id === id);
}
