import { describe, expect, it } from '@jest/globals';
import { quotationSavedMessage, registerOpenedMessage, saleRecordedMessage } from './feedback';

describe('what the counter says after a write', () => {
  it('names the sale, its amount and the change to hand over', () => {
    expect(saleRecordedMessage({ serie: 'V1', folio: 23, total: '145.00', change: '5.00', balance: '0.00', saleType: 'regular' })).toBe('Venta V1-23 registrada por $ 145.00. Entregue $ 5.00 de cambio');
    expect(saleRecordedMessage({ serie: 'V1', folio: 24, total: '80.00', change: '0.00', balance: '0.00', saleType: 'regular' })).toBe('Venta V1-24 registrada por $ 80.00');
  });

  it('says what a fiado sale leaves owed', () => {
    expect(saleRecordedMessage({ serie: 'V1', folio: 25, total: '400.00', change: '0.00', balance: '250.00', saleType: 'fiado' })).toBe('Venta V1-25 registrada por $ 400.00; queda a crédito $ 250.00');
  });

  it('tells an opened register apart from a sale, with its opening float, and names a quotation', () => {
    expect(registerOpenedMessage({ id: 7, openingAmount: '500.00' })).toBe('Caja #7 abierta con un fondo inicial de $ 500.00');
    expect(quotationSavedMessage({ serie: 'C1', folio: 3, total: '1200.50' })).toBe('Cotización C1-3 guardada por $ 1,200.50');
  });
});
