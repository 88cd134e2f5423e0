import { describe, expect, it } from '@jest/globals';
import { clientOf } from '../../shared/attempt-limit';

describe('clientOf', () => {
  it('keeps an IPv4 address, also when mapped into IPv6', () => {
    expect(clientOf('10.20.30.40')).toBe('10.20.30.40');
    expect(clientOf('::ffff:10.20.30.40')).toBe('10.20.30.40');
    expect(clientOf('0:0:0:0:0:ffff:10.20.30.40')).toBe('10.20.30.40');
  });

  it('reduces an IPv6 address to its /64 network, however it is written', () => {
    expect(clientOf('2001:db8:77:1::a')).toBe('2001:db8:77:1::/64');
    expect(clientOf('2001:0DB8:0077:0001:ffff:1:2:3')).toBe('2001:db8:77:1::/64');
    expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
    expect(clientOf('2001:db8:77:2::1')).not.toBe(clientOf('2001:db8:77:1::1'));
  });
});
