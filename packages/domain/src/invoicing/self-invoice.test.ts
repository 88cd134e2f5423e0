import { describe, expect, it } from '@jest/globals';
import { selfInvoiceWindow } from './self-invoice';

const MX = 'America/Mexico_City';

describe('selfInvoiceWindow', () => {
  it('is open during the local calendar month of the sale and names its last day', () => {
    // 2026-03-10 12:00 in Mexico City (UTC-6).
    const sold = new Date('2026-03-10T18:00:00Z');
    expect(selfInvoiceWindow(sold, new Date('2026-03-31T23:00:00Z'), MX)).toEqual({ open: true, lastDay: '2026-03-31' });
    expect(selfInvoiceWindow(sold, new Date('2026-04-01T05:59:59Z'), MX).open).toBe(true); // still 31 March 23:59:59 locally
    expect(selfInvoiceWindow(sold, new Date('2026-04-01T06:00:00Z'), MX).open).toBe(false);
    expect(selfInvoiceWindow(sold, new Date('2026-02-28T18:00:00Z'), MX).open).toBe(false);
  });

  it('reads the sale’s month on the local wall clock, not in UTC', () => {
    // 1 March 2026 03:00 UTC is still 28 February in Mexico City.
    const lateFebruary = new Date('2026-03-01T03:00:00Z');
    expect(selfInvoiceWindow(lateFebruary, new Date('2026-03-01T04:00:00Z'), MX)).toEqual({ open: true, lastDay: '2026-02-28' });
    expect(selfInvoiceWindow(lateFebruary, new Date('2026-03-01T12:00:00Z'), MX).open).toBe(false);
  });

  it('knows leap years and the same month of another year', () => {
    expect(selfInvoiceWindow(new Date('2028-02-10T18:00:00Z'), new Date('2028-02-29T18:00:00Z'), MX)).toEqual({ open: true, lastDay: '2028-02-29' });
    expect(selfInvoiceWindow(new Date('2025-03-10T18:00:00Z'), new Date('2026-03-10T18:00:00Z'), MX).open).toBe(false);
  });
});
