import { describe, expect, it } from '@jest/globals';
import { formatPrice } from './format-price';

describe('a price as people read it', () => {
  it('reads minor units in the currency’s own decimals', () => {
    expect(formatPrice({ amount: 4900, currency: 'eur' }, 'en-IE')).toBe('€49.00');
    expect(formatPrice({ amount: 1999, currency: 'usd' }, 'en-US')).toBe('$19.99');
    expect(formatPrice({ amount: 4900, currency: 'jpy' }, 'en-US')).toBe('¥4,900');
  });
});
