import { describe, expect, it } from '@jest/globals';
import { satCancellability } from './sat-status';

describe("SAT's cancellability of a live document", () => {
  it('needs the receiver only for an income invoice above $1,000.00 to a named receiver', () => {
    expect(satCancellability({ type: 'I', total: '1000.00', receiverRfc: 'GODE561231GR8' })).toBe('Cancelable sin aceptación');
    expect(satCancellability({ type: 'I', total: '1000.01', receiverRfc: 'GODE561231GR8' })).toBe('Cancelable con aceptación');
    expect(satCancellability({ type: 'I', total: '25000.00', receiverRfc: 'XAXX010101000' })).toBe('Cancelable sin aceptación');
    expect(satCancellability({ type: 'E', total: '25000.00', receiverRfc: 'GODE561231GR8' })).toBe('Cancelable sin aceptación');
    expect(satCancellability({ type: 'P', total: '0', receiverRfc: 'GODE561231GR8' })).toBe('Cancelable sin aceptación');
  });
});
