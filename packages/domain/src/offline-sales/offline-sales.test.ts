import { describe, expect, it } from '@jest/globals';
import { OFFLINE_REVIEW, offlineCreditCheck, provisionalNumber, reviewReason, syncOutcome, syncRetryDelay } from './offline-sales';

describe('provisionalNumber', () => {
  it('names the register, the device and the counter, padded to four digits', () => {
    expect(provisionalNumber({ cashRegisterId: 12, deviceId: '7KQ3PZ9A', number: 7 })).toBe('C12-7KQ3PZ9A-0007');
    expect(provisionalNumber({ cashRegisterId: 3, deviceId: 'AB12CD34', number: 12345 })).toBe('C3-AB12CD34-12345');
  });
});

describe('syncRetryDelay', () => {
  it('doubles from one second and stops at one minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map(syncRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
  });
});

describe('syncOutcome', () => {
  it('keeps a sale queued while the network, the server or the session may still come back', () => {
    for (const status of [null, 401, 408, 429, 500, 502, 503, 409]) expect(syncOutcome({ status })).toBe('retry');
  });
  it('takes any success as recorded, and a malformed or forbidden request as refused', () => {
    expect(syncOutcome({ status: 201 })).toBe('synced');
    expect(syncOutcome({ status: 200 })).toBe('synced');
    for (const status of [400, 403, 404, 422]) expect(syncOutcome({ status })).toBe('refused');
  });
});

describe('offlineCreditCheck', () => {
  it('allows fiado only within what the device last read of the client', () => {
    expect(offlineCreditCheck({ limit: '500', balance: '300' }, '200').allowed).toBe(true);
    expect(offlineCreditCheck({ limit: '500', balance: '300' }, '200.01').allowed).toBe(false);
  });
});

describe('review reasons', () => {
  it('reads in Spanish and joins several reasons', () => {
    expect(OFFLINE_REVIEW.stockBelowZero('Agua 600 ml', '-2.000')).toBe('Existencia insuficiente de «Agua 600 ml»: quedó en -2');
    expect(OFFLINE_REVIEW.priceChanged('20', '25.5')).toBe('Se cobró $ 20.00 sin conexión; con los precios actuales son $ 25.50');
    expect(reviewReason([])).toBeNull();
    expect(reviewReason(['a', 'b'])).toBe('a; b');
  });
});
