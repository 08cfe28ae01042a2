import { randomBytes } from 'node:crypto';
import { FOLLOWER_ID_RANGES, inIdRange, pushSubscriptionId, rangeAfter } from './push-follows';

describe('the key ranges a big audience is read in', () => {
  it('puts every subscription id in exactly one range, and the ranges about evenly', () => {
    const counts = FOLLOWER_ID_RANGES.map(() => 0);
    for (let phone = 0; phone < 16_000; phone += 1) {
      const id = pushSubscriptionId(`https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`);
      const holding = FOLLOWER_ID_RANGES.flatMap((range, index) => (inIdRange(range, id) ? [index] : []));
      expect(holding).toHaveLength(1);
      counts[holding[0] as number] = (counts[holding[0] as number] ?? 0) + 1;
    }
    // 1,000 each on average: none is a hot spot.
    expect(Math.min(...counts)).toBeGreaterThan(800);
    expect(Math.max(...counts)).toBeLessThan(1200);
  });

  it('are in key order, one after another', () => {
    FOLLOWER_ID_RANGES.slice(1).forEach(([from], index) => expect(((FOLLOWER_ID_RANGES[index] as readonly string[])[1] as string) < from).toBe(true));
  });

  it('leaves out what a first page already read', () => {
    expect(rangeAfter(['c', 'd~'], '0abc')).toEqual(['c', 'd~']);
    expect(rangeAfter(['c', 'd~'], 'c4x')).toEqual(['c4x-', 'd~']);
    expect(rangeAfter(['c', 'd~'], 'e01')).toBeNull();
    expect(rangeAfter(['c', 'd~'])).toEqual(['c', 'd~']);
  });
});
