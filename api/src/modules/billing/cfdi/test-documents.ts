// Sample documents of every type Mikro emits, for the CFDI tests and the bench.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PUBLIC_RECEIVER } from '@mikro/domain';
import type { CfdiInput } from './model';
import { createSigner, type Signer } from './seal';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/csd/${name}`, import.meta.url));

export const TEST_CSD_PASSWORD = '12345678a';

export function testCsd(name: 'csd' | 'fiel' | 'expired' | 'other' = 'csd'): { cer: Buffer; key: Buffer } {
  return { cer: readFileSync(fixture(`${name}.cer`)), key: readFileSync(fixture(`${name}.key`)) };
}

export function testSigner(): Signer {
  const { cer, key } = testCsd();
  return createSigner(cer, key, TEST_CSD_PASSWORD);
}

const issuer = { rfc: 'CMI150101AB3', name: 'COLEGIO MIKRO', regime: '601' };
const customer = { rfc: 'GODE561231GR8', name: 'DANIEL GÓMEZ & ÑÚÑEZ', regime: '612', zip: '64000', cfdiUse: 'G03' };

export const SAMPLE_DOCUMENTS = {
  invoice: {
    type: 'I', serie: 'F', folio: '1', date: '2026-03-02T10:15:00', paymentForm: '01', paymentMethod: 'PUE', placeOfIssue: '64000',
    issuer, receiver: customer,
    concepts: [
      { productKey: '44121618', unitKey: 'H87', unitName: 'Pieza', sku: 'TIJ-01', description: 'Tijeras  escolares "punta roma" <niño>', quantity: '3', amount: '86.21', discount: '8.62', tax: 'iva16' },
      { productKey: '60121001', unitKey: 'H87', description: 'Libro de lectura', quantity: '1', amount: '250.00', tax: 'exento' },
      { productKey: '50202306', unitKey: 'H87', description: 'Agua embotellada', quantity: '2.5', amount: '37.50', tax: 'no-objeto' },
    ],
  },
  global: {
    type: 'I', serie: 'F', folio: '2', date: '2026-03-31T23:50:00', paymentForm: '01', paymentMethod: 'PUE', placeOfIssue: '64000',
    issuer, receiver: { ...PUBLIC_RECEIVER, zip: '64000' },
    global: { periodicity: '04', months: '03', year: 2026 },
    concepts: ['T-1', 'T-2', 'T-3'].map((ticket, i) => ({ productKey: '01010101', unitKey: 'ACT', sku: ticket, description: 'Venta', quantity: '1', amount: `${100 + i}.34`, tax: 'iva16' as const })),
  },
  creditNote: {
    type: 'E', serie: 'NC', folio: '1', date: '2026-03-03T09:00:00', paymentForm: '01', paymentMethod: 'PUE', placeOfIssue: '64000',
    issuer, receiver: { ...customer, cfdiUse: 'G02' },
    related: { type: '01', uuids: ['5f2c1f0e-1b2a-4c3d-8e9f-0a1b2c3d4e5f'] },
    concepts: [{ productKey: '84111506', unitKey: 'ACT', description: 'Devolución de mercancía', quantity: '1', amount: '77.59', tax: 'iva16' }],
  },
  payment: {
    type: 'P', serie: 'P', folio: '1', date: '2026-03-10T12:00:00', placeOfIssue: '64000',
    issuer, receiver: customer, concepts: [],
    payment: {
      date: '2026-03-10T11:58:00', form: '03', amount: '500.00',
      docs: [
        { uuid: '5f2c1f0e-1b2a-4c3d-8e9f-0a1b2c3d4e5f', serie: 'F', folio: '7', installment: 1, previousBalance: '1160.00', paid: '400.00', docTotal: '1160.00', transfers: [{ tax: 'iva16', base: '1000.00', amount: '160.00' }] },
        { uuid: '6f2c1f0e-1b2a-4c3d-8e9f-0a1b2c3d4e5f', installment: 2, previousBalance: '300.00', paid: '100.00', docTotal: '600.00', transfers: [{ tax: 'exento', base: '600.00', amount: '0.00' }] },
      ],
    },
  },
  // Every rate in one invoice: 16 %, 8 % (border region), 0 % (books, basic food), exempt and not subject.
  rates: {
    type: 'I', serie: 'F', folio: '4', date: '2026-03-06T09:30:00', paymentForm: '99', paymentMethod: 'PPD', placeOfIssue: '64000',
    issuer, receiver: customer,
    concepts: [
      { productKey: '53101602', unitKey: 'H87', description: 'Camisa', quantity: '1', amount: '215.52', tax: 'iva16' },
      { productKey: '53101602', unitKey: 'H87', description: 'Camisa (región fronteriza)', quantity: '1', amount: '100.00', tax: 'iva8' },
      { productKey: '55101500', unitKey: 'H87', description: 'Libro', quantity: '2', amount: '420.00', discount: '20.00', tax: 'iva0' },
      { productKey: '50192100', unitKey: 'H87', description: 'Sándwich', quantity: '1', amount: '35.00', tax: 'exento' },
      { productKey: '50202306', unitKey: 'H87', description: 'Agua', quantity: '1', amount: '12.00', tax: 'no-objeto' },
    ],
  },
  // A payment on an invoice mixing 16 % and exempt lines (the shirt and the sandwich): one TrasladoDR per rate.
  mixedPayment: {
    type: 'P', serie: 'P', folio: '2', date: '2026-03-11T12:00:00', placeOfIssue: '64000',
    issuer, receiver: customer, concepts: [],
    payment: {
      date: '2026-03-11T11:00:00', form: '01', amount: '100.00',
      docs: [
        {
          uuid: '7f2c1f0e-1b2a-4c3d-8e9f-0a1b2c3d4e5f', serie: 'F', folio: '9', installment: 1, previousBalance: '285.00', paid: '100.00', docTotal: '285.00',
          transfers: [{ tax: 'iva16', base: '215.52', amount: '34.48' }, { tax: 'exento', base: '35.00', amount: '0.00' }],
        },
      ],
    },
  },
  tuition: {
    type: 'I', serie: 'F', folio: '3', date: '2026-03-05T08:00:00', paymentForm: '03', paymentMethod: 'PUE', placeOfIssue: '64000',
    issuer, receiver: { rfc: 'LOGR800101AB1', name: 'ROBERTO LOPEZ MARTINEZ', regime: '605', zip: '64000', cfdiUse: 'D10' },
    concepts: [
      {
        productKey: '86121500', unitKey: 'E48', description: 'Colegiatura marzo 2026 primaria', quantity: '1', amount: '3500.00', tax: 'exento',
        iedu: { studentName: 'ANA LOPEZ GARZA', curp: 'LOGA150310MNLPRN09', level: 'Primaria', rvoe: 'RVOE-2015-001', payerRfc: 'LOGR800101AB1' },
      },
    ],
  },
} satisfies Record<string, CfdiInput>;
