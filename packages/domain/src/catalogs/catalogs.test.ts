import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_CONCEPT_QUANTITY,
  DEFAULT_CONCEPT_TYPE,
  DEFAULT_FISCAL_REGIME,
  DEFAULT_MATRIX_COMPANY_ID,
  DEFAULT_OBJETO_IMP,
  DEFAULT_OFFSET,
  DEFAULT_PAGE_SIZE,
  DEFAULT_QUOTE_VALID_DAYS,
} from './constants';
import {
  APPLICATION_FORM,
  APPLICATION_FORM_LABELS,
  DEFAULT_EXTRA_CHARGE_OPERATION,
  EXTRA_CHARGE_KIND,
  EXTRA_CHARGE_KIND_LABELS,
  EXTRA_CHARGE_OPERATIONS,
  EXTRA_CHARGE_OPERATION_LABELS,
  VALUE_TYPE,
  VALUE_TYPE_LABELS,
  isExtraChargeOperation,
} from './extra-charge-enums';
import { MODULE_TYPE, MODULE_TYPE_LABELS, toModuleType } from './modules';
import { BANKS, PAYMENT_METHODS, findBank, findPaymentMethod } from './payments';
import {
  DASHBOARD_MODULE,
  DASHBOARD_MODULE_LABELS,
  STORE_SALE_TYPE,
  STORE_SALE_TYPE_LABELS,
  TPV_VIEW,
  TPV_VIEW_LABELS,
} from './preferences';
import { PIECE_UNIT_KEY, SAT_UNITS, UNIT_DISPLAY, displayUnitOfSatUnit, findSatUnit, quantityUnitProblem, sellsInFractions, unitLabel, unitName } from './units';

describe('module types', () => {
  it('are tienda 1, academia 2, colegio 3 with Spanish labels', () => {
    expect(MODULE_TYPE).toEqual({ tienda: 1, academia: 2, colegio: 3 });
    expect(MODULE_TYPE_LABELS).toEqual({ 1: 'Tienda', 2: 'Academia', 3: 'Colegio' });
  });

  it.each([
    [1, 1],
    [3, 3],
    ['2', 2],
    ['tienda', 1],
    ['Academia', 2],
    [' colegio ', 3],
    [0, null],
    [4, null],
    ['4', null],
    ['cafeteria', null],
    ['toString', null],
    [null, null],
    [undefined, null],
  ])('reads %j as %j', (input, expected) => {
    expect(toModuleType(input)).toBe(expected);
  });
});

describe('extra-charge enumerations', () => {
  it('numbers the kinds Descuentos 1, Recargos 2, Becas 3', () => {
    expect(EXTRA_CHARGE_KIND).toEqual({ Descuentos: 1, Recargos: 2, Becas: 3 });
    expect(EXTRA_CHARGE_KIND_LABELS[EXTRA_CHARGE_KIND.Becas]).toBe('Becas');
  });

  it('lists the four operations with sum as default', () => {
    expect(EXTRA_CHARGE_OPERATIONS).toEqual(['sum', 'subtraction', 'division', 'multiplication']);
    expect(DEFAULT_EXTRA_CHARGE_OPERATION).toBe('sum');
    expect(Object.keys(EXTRA_CHARGE_OPERATION_LABELS)).toEqual([...EXTRA_CHARGE_OPERATIONS]);
    expect(isExtraChargeOperation('division')).toBe(true);
    expect(isExtraChargeOperation('modulo')).toBe(false);
    expect(isExtraChargeOperation(1)).toBe(false);
  });

  it('has value types and application forms', () => {
    expect(VALUE_TYPE).toEqual({ percentage: 1, quantity: 2 });
    expect(VALUE_TYPE_LABELS).toEqual({ 1: 'Porcentaje', 2: 'Cantidad' });
    expect(APPLICATION_FORM).toEqual({ Manual: 1, Automatic: 2 });
    expect(APPLICATION_FORM_LABELS).toEqual({ 1: 'Manual', 2: 'Automático' });
  });
});

describe('unit display codes', () => {
  it.each([
    [1, 'kg(s)'],
    [6, 'pza(s)'],
    [8, 'Lts'],
    ['6', 'pza(s)'],
    [0, ''],
    [2, ''],
    [7, ''],
    ['H87', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('shows %j as %j', (code, label) => {
    expect(unitLabel(code)).toBe(label);
  });

  it('names the display units', () => {
    expect(UNIT_DISPLAY[1].name).toBe('Kilogramos');
    expect(UNIT_DISPLAY[6].name).toBe('Pieza');
    expect(UNIT_DISPLAY[8].name).toBe('Litros');
  });
});

describe('SAT units of measure', () => {
  it('offers exactly the units the store uses, once each', () => {
    expect(SAT_UNITS.map((unit) => unit.key)).toEqual(
      'H87 E48 EA ACT KGM E51 A9 MTR AB BB KT SET LTR XBX MON HUR MTK 11 MGM XPK XKI AS GRM PR DPC XUN DAY XLT 10 MLT E54'.split(' '),
    );
    expect(new Set(SAT_UNITS.map((unit) => unit.key)).size).toBe(SAT_UNITS.length);
  });

  it.each([
    ['H87', 'Pieza'],
    ['E48', 'Unidad de servicio'],
    ['XKI', 'Kit (Conjunto de piezas)'],
    ['DPC', 'Docenas de piezas'],
    ['DAY', 'Día'],
    ['10', 'Grupos'],
    ['E54', 'Viaje'],
  ])('names %s as SAT does: %s', (key, name) => {
    expect(findSatUnit(key)?.name).toBe(name);
  });

  it('finds nothing for an unknown key', () => {
    expect(findSatUnit('ZZZ')).toBeUndefined();
    expect(findSatUnit(null)).toBeUndefined();
  });

  it('treats H87 as the piece unit', () => {
    expect(PIECE_UNIT_KEY).toBe('H87');
  });
});

describe('payment methods', () => {
  it('are exactly the seven methods, only cash gives change, cheques, transfers and cards name a bank', () => {
    expect([...PAYMENT_METHODS].sort((a, b) => a.id - b.id)).toEqual([
      { id: 1, name: 'Efectivo', code: '01', givesChange: true, carriesBank: false },
      { id: 2, name: 'Cheque Nominativo', code: '02', givesChange: false, carriesBank: true },
      { id: 3, name: 'Transferencia electrónica', code: '03', givesChange: false, carriesBank: true },
      { id: 4, name: 'Tarjeta de crédito', code: '04', givesChange: false, carriesBank: true },
      { id: 5, name: 'Dinero Electrónico', code: '06', givesChange: false, carriesBank: false },
      { id: 6, name: 'Tarjeta de débito', code: '28', givesChange: false, carriesBank: true },
      { id: 7, name: 'Efectivo 2', code: '01', givesChange: true, carriesBank: false },
    ]);
  });

  it('are found by id', () => {
    expect(findPaymentMethod(7)?.name).toBe('Efectivo 2');
    expect(findPaymentMethod(8)).toBeUndefined();
    expect(findPaymentMethod(null)).toBeUndefined();
  });
});

describe('banks', () => {
  it('are 21 with ids 1..21 and distinct names', () => {
    expect(BANKS.map((bank) => bank.id)).toEqual(Array.from({ length: 21 }, (_, index) => index + 1));
    expect(new Set(BANKS.map((bank) => bank.name)).size).toBe(21);
  });

  it('are found by id', () => {
    expect(findBank(1)?.name).toBe('BBVA México');
    expect(findBank(21)?.name).toBe('Ve por Más');
    expect(findBank(22)).toBeUndefined();
  });
});

describe('preference codes', () => {
  it('number the dashboard, store view and sale type as stored preferences do', () => {
    expect(DASHBOARD_MODULE).toEqual({ COLEGIO: 0, ACADEMIAS: 1, TIENDA: 2 });
    expect(DASHBOARD_MODULE_LABELS).toEqual({ 0: 'Colegio', 1: 'Academias', 2: 'Tienda' });
    expect(TPV_VIEW).toEqual({ list: 0, cards: 1 });
    expect(TPV_VIEW_LABELS).toEqual({ 0: 'Lista', 1: 'Tarjetas' });
    expect(STORE_SALE_TYPE).toEqual({ fiado: 0, quotation: 1, deferred: 2 });
    expect(STORE_SALE_TYPE_LABELS).toEqual({ 0: 'Fiado', 1: 'Cotización', 2: 'Pagos diferidos' });
  });
});

describe('business defaults', () => {
  it('hold the business defaults', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(DEFAULT_OFFSET).toBe(0);
    expect(DEFAULT_QUOTE_VALID_DAYS).toBe(15);
    expect(DEFAULT_FISCAL_REGIME).toBe('612');
    expect(DEFAULT_OBJETO_IMP).toBe('02');
    expect(DEFAULT_MATRIX_COMPANY_ID).toBe(1);
    expect(DEFAULT_CONCEPT_TYPE).toBe('OneTime');
    expect(DEFAULT_CONCEPT_QUANTITY).toBe(1);
  });
});

describe('displayUnitOfSatUnit', () => {
  it('counts a KGM product in kilograms and an LTR one in litres, anything else in pieces', () => {
    expect(['KGM', 'kgm ', 'LTR', 'H87', 'GRM', '', null].map(displayUnitOfSatUnit)).toEqual([1, 1, 8, 6, 6, 6, 6]);
  });
});

describe('sellsInFractions and quantityUnitProblem', () => {
  it('sells by weight, volume, length and area in fractions, and every other unit whole', () => {
    expect(['KGM', 'grm', 'LTR', 'MLT', 'MTR', 'MTK'].map(sellsInFractions)).toEqual([true, true, true, true, true, true]);
    expect(['H87', 'XBX', 'KT', 'E48', '', null].map(sellsInFractions)).toEqual([false, false, false, false, false, false]);
  });

  it('refuses a fraction of a piece, naming the unit, and accepts any quantity of a weighed product', () => {
    expect(quantityUnitProblem('H87', '2.5')).toBe('Debe ser un número entero: se vende por pieza');
    expect(quantityUnitProblem('XBX', '0.250')).toBe('Debe ser un número entero: se vende por caja');
    expect(quantityUnitProblem(null, '1.5')).toBe('Debe ser un número entero: se vende por pieza');
    expect([quantityUnitProblem('H87', '3'), quantityUnitProblem('H87', '3.000'), quantityUnitProblem('KGM', '1.255')]).toEqual([null, null, null]);
  });
});

describe('unitName', () => {
  it('names the unit from SAT, singular for 1 and plural for anything else', () => {
    expect([unitName('LTR', '1'), unitName('LTR', '2'), unitName('KGM', '1.5'), unitName('H87', '1.000'), unitName('PR', '3')]).toEqual(['litro', 'litros', 'kilogramos', 'pieza', 'pares']);
    expect([unitName('XYZ', '1'), unitName(null, '2')]).toEqual(['', '']);
  });

  it('has a plural for every unit the store offers', () => {
    expect(SAT_UNITS.filter((unit) => unit.plural === '')).toEqual([]);
  });
});
