import { recipientsOf, type NotificationsMessage, type PushRecipient } from '@pitchside/shared';
import type { MatchRecord, PushFollowRow, TournamentRecord } from '@pitchside/core/data';
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

/** A sender whose audience comes in the pages given, recording what it pushed itself, what it shared out, and when. */
function harness(pages: PushFollowRow[][]) {
  const steps: string[] = [];
  const pushed: string[] = [];
  const shared: NotificationsMessage[] = [];
  const ports = {
    tournaments: { get: async () => tournament, linksOfTournament: async () => [] },
    matches: { get: async () => match, listByTournament: async () => [match] },
    publicReads: { hiddenAges: async () => new Set<string>() },
    follows: {
      followers: async () => [],
      async *followerPages() {
        for (const [index, page] of pages.entries()) {
          steps.push(`page ${index + 1}`);
          yield page;
        }
      },
      remove: async () => undefined,
    },
    push: { send: async (to: PushRecipient) => (pushed.push(to.subscriptionId), 'delivered' as const) },
    retryLater: async () => undefined,
    clock: { now: () => new Date('2026-06-13T10:00:00Z') },
  } as unknown as SenderPorts;
  const fanOut = fanOutWith(async (messages) => {
    steps.push(`shared ${messages.length}`);
    shared.push(...messages);
  });
  return { ports, fanOut, steps, pushed, shared };
}

const goal = { kind: 'goal', tournamentId: 't1', matchId: 'm1', goalId: 'g1' } as const;
const team = 'follow:t1:team:lakeside';
const byMatch = 'follow:t1:match:m1';

describe('fan-out of one notification to a big audience', () => {
  it('tells every follower once: this container pushes the first share, the rest go out as delivery messages', async () => {
    const pages = [
      Array.from({ length: 150 }, (_, phone) => follower(team, phone)),
      Array.from({ length: 100 }, (_, phone) => follower(team, 150 + phone)),
      // Two phones that follow the match as well as the team, and one that only wants full-time.
      [follower(byMatch, 3), follower(byMatch, 200), follower(byMatch, 999, ['fulltime'])],
    ];
    const { ports, fanOut, pushed, shared } = harness(pages);
    const report = await fanOut(ports, goal);
    const sharedPhones = shared.flatMap((message) => (message.type === 'request' ? [] : recipientsOf(message).map((recipient) => recipient.subscriptionId)));
    expect(pushed).toHaveLength(FANOUT_CHUNK);
    expect([...pushed, ...sharedPhones].sort()).toEqual(Array.from({ length: 250 }, (_, phone) => `s${phone}`).sort());
    expect(shared.every((message) => message.type === 'deliver' && message.attempt === 0 && message.payload.kind === 'goal' && recipientsOf(message).length <= FANOUT_CHUNK)).toBe(true);
    expect(report).toMatchObject({ recipients: 250, sharedOut: 150, delivered: FANOUT_CHUNK });
  });

  it('shares a page out as soon as it is read, before the rest of the audience is read', async () => {
    const pages = Array.from({ length: 3 }, (_, page) => Array.from({ length: 200 }, (_, phone) => follower(team, page * 200 + phone)));
    const { ports, fanOut, steps } = harness(pages);
    await fanOut(ports, goal);
    expect(steps).toEqual(['page 1', 'shared 1', 'page 2', 'shared 2', 'page 3', 'shared 2']);
  });

  it('pushes a small audience itself, with no delivery message', async () => {
    const { ports, fanOut, pushed, shared } = harness([[follower(team, 1), follower(team, 2)]]);
    expect(await fanOut(ports, goal)).toMatchObject({ recipients: 2, sharedOut: 0, delivered: 2 });
    expect(pushed.sort()).toEqual(['s1', 's2']);
    expect(shared).toEqual([]);
  });
});
