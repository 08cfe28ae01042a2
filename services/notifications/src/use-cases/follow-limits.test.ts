import type { RateLimiter } from '@pitchside/core/data';
import { assertFollowAllowed, FOLLOWS_PER_HOST_PER_HOUR, FOLLOWS_PER_PHONE_PER_DAY, FOLLOWS_PER_SOURCE_PER_HOUR, TOO_MANY_FOLLOWS } from './follow-limits';

/** Counts per key like the DynamoDB limiter within one window. */
function countingLimiter(): RateLimiter {
  const counts = new Map<string, number>();
  return {
    async attempt(key, limit) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return (counts.get(key) ?? 0) <= limit;
    },
  };
}

const ports = () => ({ rateLimiter: countingLimiter(), allowedOrigins: ['http://127.0.0.1:9999'] });

it('300 fake phones on one server of their own stop at the host cap; a browser push service carries a crowd', async () => {
  const world = ports();
  const follows = (host: string, count: number) =>
    Promise.allSettled(Array.from({ length: count }, (_, index) => assertFollowAllowed(world, 't1', `https://${host}/send/phone-${index}`, `198.51.100.${index % 250}`)));
  const fake = await follows('push.attacker.example', 300);
  expect(fake.filter((result) => result.status === 'fulfilled')).toHaveLength(FOLLOWS_PER_HOST_PER_HOUR.otherHost);
  expect(fake.find((result) => result.status === 'rejected')).toMatchObject({ reason: { status: 429, message: TOO_MANY_FOLLOWS } });
  const crowd = await follows('fcm.googleapis.com', 300);
  expect(crowd.every((result) => result.status === 'fulfilled')).toBe(true);
  // The cap is per tournament: another tournament's audience is counted apart.
  await expect(assertFollowAllowed(world, 't2', 'https://push.attacker.example/send/other', '198.51.100.1')).resolves.toBeUndefined();
});

it(`one phone follows at most ${FOLLOWS_PER_PHONE_PER_DAY} targets of a tournament a day`, async () => {
  const world = ports();
  const endpoint = 'https://fcm.googleapis.com/fcm/send/one-phone';
  for (let index = 0; index < FOLLOWS_PER_PHONE_PER_DAY; index += 1) await assertFollowAllowed(world, 't1', endpoint, '203.0.113.7');
  await expect(assertFollowAllowed(world, 't1', endpoint, '203.0.113.7')).rejects.toMatchObject({ status: 429 });
});

it(`one source spends at most ${FOLLOWS_PER_SOURCE_PER_HOUR} follows of a browser push service's crowd allowance an hour; the crowd keeps the rest`, async () => {
  const world = ports();
  const fromOneSource = await Promise.allSettled(
    Array.from({ length: FOLLOWS_PER_SOURCE_PER_HOUR + 100 }, (_, index) => assertFollowAllowed(world, 't1', `https://fcm.googleapis.com/fcm/send/made-up-${index}`, '192.0.2.66')),
  );
  expect(fromOneSource.filter((result) => result.status === 'fulfilled')).toHaveLength(FOLLOWS_PER_SOURCE_PER_HOUR);
  expect(fromOneSource.find((result) => result.status === 'rejected')).toMatchObject({ reason: { status: 429, message: TOO_MANY_FOLLOWS, said: { id: 'error.tooManyFollows' } } });
  // Everyone else, on the same push service, still follows.
  for (let index = 0; index < 50; index += 1) await assertFollowAllowed(world, 't1', `https://fcm.googleapis.com/fcm/send/parent-${index}`, `203.0.113.${index}`);
  // An IPv6 caller rotating through its /64 is one source.
  const rotating = await Promise.allSettled(
    Array.from({ length: FOLLOWS_PER_SOURCE_PER_HOUR + 1 }, (_, index) => assertFollowAllowed(world, 't1', `https://fcm.googleapis.com/fcm/send/v6-${index}`, '2001:db8:1:2::/64')),
  );
  expect(rotating.filter((result) => result.status === 'rejected')).toHaveLength(1);
});
