import { LOCALES, pushTopics, recipientsOf, type NotificationsMessage, type PushRecipient } from '@pitchside/shared';
import type { MatchRecord, TournamentRecord } from '@pitchside/core/data';
import { FOLLOWER_ID_RANGES, inIdRange, type PushFollowRow } from '../adapters/push-follows';
import type { SenderPorts } from '../ports';
import { FANOUT_CHUNK } from './deliver';
import { fanOutWith } from './fan-out';

const tournament = { tournamentId: 't1', name: 'Summer Cup', endDate: '2099-06-14', draft: false } as unknown as TournamentRecord;
const match = {
  tournamentId: 't1',
  matchId: 'm1',
  homeTeam: 'Lakeside',
  awayTeam: 'Hillcrest',
  homeTeamKey: 'lakeside',
  awayTeamKey: 'hillcrest',
  homeScore: 1,
  awayScore: 0,
  division: 'U12 Boys',
  age: 'U12',
  goals: [{ id: 'g1', teamType: 'home', playerName: 'Ana', matchTime: 12 }],
} as unknown as MatchRecord;
const follower = (topic: string, phone: number, kinds = ['goal']): PushFollowRow => ({
  topic,
  subscriptionId: `s${phone}`,
  endpoint: `https://push.example.org/${phone}`,
  p256dh: 'k',
  auth: 'a',
  kinds,
});

/** A big topic's rest, read by range: the rows of `rest` (by topic) whose ids fall in the range asked. */
type Rest = Record<string, PushFollowRow[]>;

/**
 * A sender whose topics' first pages are `firsts` (by topic; a topic in `rest` has more), recording what it
 * pushed itself and what it shared out.
 */
function harness(firsts: Record<string, PushFollowRow[]>, rest: Rest = {}) {
  const pushed: string[] = [];
  const shared: NotificationsMessage[] = [];
  const ports = {
    tournaments: { get: async () => tournament, linksOfTournament: async () => [] },
    matches: { get: async () => match, listByTournament: async () => [match] },
    publicReads: { hiddenAges: async () => new Set<string>() },
    follows: {
      followers: async () => [],
      firstPage: async (topic: string) => {
        const rows = firsts[topic] ?? [];
        return { rows, ...(rest[topic] ? { restAfter: rows.at(-1)?.subscriptionId ?? '' } : {}) };
      },
      async *rangePages(topic: string, range: readonly [string, string]) {
        yield (rest[topic] ?? []).filter((row) => inIdRange(range, row.subscriptionId));
      },
      remove: async () => undefined,
    },
    push: { send: async (to: PushRecipient) => (pushed.push(to.subscriptionId), 'delivered' as const) },
    retryLater: async () => undefined,
    clock: { now: () => new Date('2026-06-13T10:00:00Z') },
  } as unknown as SenderPorts;
  const fanOut = fanOutWith(async (messages) => void shared.push(...messages));
  return { ports, fanOut, pushed, shared };
}

const goal = { kind: 'goal', tournamentId: 't1', matchId: 'm1', goalId: 'g1' } as const;
const team = pushTopics.follow('t1', 'team', 'lakeside');
const byMatch = pushTopics.follow('t1', 'match', 'm1');

const ranges = (messages: NotificationsMessage[]) => messages.flatMap((message) => (message.type === 'range' ? [message] : []));
const deliveries = (messages: NotificationsMessage[]) => messages.flatMap((message) => (message.type === 'deliver' ? recipientsOf(message).map((recipient) => recipient.subscriptionId) : []));

describe('fan-out of one notification to a big audience', () => {
  it('pushes a small audience itself, with no message', async () => {
    const { ports, fanOut, pushed, shared } = harness({ [team]: [follower(team, 1), follower(team, 2)] });
    expect(await fanOut.request(ports, goal)).toMatchObject({ recipients: 2, sharedOut: 0, rangesShared: 0, delivered: 2 });
    expect(pushed.sort()).toEqual(['s1', 's2']);
    expect(shared).toEqual([]);
  });

  it('tells every phone of the first pages once: the first share pushed here, the rest as delivery messages', async () => {
    const { ports, fanOut, pushed, shared } = harness({
      [team]: Array.from({ length: 150 }, (_, phone) => follower(team, phone)),
      // Two phones that follow the match as well as the team, and one that only wants full-time.
      [byMatch]: [follower(byMatch, 3), follower(byMatch, 200), follower(byMatch, 999, ['fulltime'])],
    });
    const report = await fanOut.request(ports, goal);
    expect(pushed).toHaveLength(FANOUT_CHUNK);
    expect([...pushed, ...deliveries(shared)].sort()).toEqual([...Array.from({ length: 150 }, (_, phone) => `s${phone}`), 's200'].sort());
    expect(report).toMatchObject({ recipients: 151, sharedOut: 51, rangesShared: 0 });
  });

  it('leaves the rest of a big topic to one container per key range, with the phones each must leave out', async () => {
    const first = [follower(team, 1), follower(team, 2)];
    const { ports, fanOut, shared } = harness({ [team]: first, [byMatch]: [follower(byMatch, 7)] }, { [team]: [] });
    const report = await fanOut.request(ports, goal);
    const messages = ranges(shared);
    expect(report.rangesShared).toBe(messages.length);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.length).toBeLessThanOrEqual(FOLLOWER_ID_RANGES.length);
    // Only the big topic is read further, after its first page; the phones told here are each left out by the
    // one range that holds them, and each range gets every language's words.
    expect(messages.every((message) => message.topics.length === 1 && message.topics[0]?.topic === team && message.topics[0]?.after === 's2')).toBe(true);
    expect(messages.flatMap((message) => message.told).sort()).toEqual(['s1', 's2', 's7'].filter((id) => messages.some((message) => inIdRange(message.range, id))).sort());
    expect(messages.every((message) => message.kind === 'goal' && Object.keys(message.payloads).sort().join() === [...LOCALES].sort().join())).toBe(true);
  });

  it('a range container pushes its range of every topic, each phone once, leaving out the phones told and those that chose otherwise', async () => {
    const inRange = (topic: string, id: string, kinds = ['goal'], language?: 'sv') => ({
      ...follower(topic, 0, kinds),
      subscriptionId: id,
      endpoint: `https://push.example.org/${id}`,
      ...(language ? { language } : {}),
    });
    const { ports, fanOut, pushed, shared } = harness(
      {},
      {
        [team]: [inRange(team, 'a1'), inRange(team, 'a2'), inRange(team, 'a3', ['fulltime']), inRange(team, 'a4', ['goal'], 'sv'), inRange(team, 'zz')],
        [byMatch]: [inRange(byMatch, 'a1'), inRange(byMatch, 'a2')],
      },
    );
    const payload = (title: string) => ({ title, body: 'Lakeside 1–0', url: '/t/t1/matches/m1', tag: 'match:m1', kind: 'goal', sentAt: '2026-06-13T10:00:00Z' });
    const words: string[] = [];
    ports.push.send = async (to, sent) => (words.push(`${to.subscriptionId}:${sent.title}`), pushed.push(to.subscriptionId), 'delivered');
    const report = await fanOut.range(ports, {
      type: 'range',
      kind: 'goal',
      payloads: { en: payload('Goal!'), sv: payload('Mål!') },
      topics: [{ topic: team }, { topic: byMatch }],
      range: ['a', 'b~'],
      told: ['a2'],
      sentAt: '2026-06-13T10:00:00Z',
    });
    expect(pushed.sort()).toEqual(['a1', 'a4']);
    expect(words.sort()).toEqual(['a1:Goal!', 'a4:Mål!']);
    expect(shared).toEqual([]);
    expect(report).toMatchObject({ recipients: 2, delivered: 2, sharedOut: 0 });
  });
});
