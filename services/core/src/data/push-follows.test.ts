import { rangesAfter } from './push-follows';

describe('the key ranges a big audience is read in', () => {
  it('covers every id after the first page, each in one range only', () => {
    const ranges = rangesAfter('0abc');
    expect(ranges).toEqual([
      ['0abc-', 'b~'],
      ['c', 'j~'],
      ['k', 'r~'],
      ['s', 'z~'],
    ]);
    // Every later id (lower-cased hash characters) falls in exactly one range.
    for (const id of ['0abd', '0b', '9zz', '_x', 'a1', 'bzz', 'c0', 'jzz', 'k-', 'r_', 's0', 'zzz']) {
      expect(ranges.filter(([from, to]) => id >= from && id <= to)).toHaveLength(1);
    }
    expect(ranges.some(([from, to]) => '0abc' >= from && '0abc' <= to)).toBe(false);
  });

  it('drops the ranges the first page already went past', () => {
    expect(rangesAfter('m4x')).toEqual([
      ['m4x-', 'r~'],
      ['s', 'z~'],
    ]);
  });
});
