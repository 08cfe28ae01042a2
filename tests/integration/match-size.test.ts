import { MATCH_EVENT_REJECTIONS, MAX_EVENTS_PER_MATCH, TEXT_LIMITS } from '@pitchside/shared';
import { createDatabase } from '@pitchside/core/data';
import { dynamo } from '@pitchside/core/aws';
import { apiClient } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { signInDemo } from '../support/sign-in';
import { consoleEvent, createTournamentFixture, DEMO_ORG_HEADERS, type TournamentFixture } from '../support/tournament-fixture';

/**
 * Issue 31's third finding: a match took unbounded events until its item reached DynamoDB's 400 KB, and
 * from then on every card was answered 409 'The match is busy' after seconds of retries, so the phone
 * retried forever. A match now holds a bounded number of events, and a write DynamoDB refuses for size
 * is answered as such at once, never taken for a lost race.
 */
jest.setTimeout(180_000);
const cloud = localCloudHandle();
const call = apiClient(cloud);
const db = createDatabase(cloud.resources.tableName, dynamo());
let adminToken: string;
let fixture: TournamentFixture;

interface Recorded {
  results: { eventId: string; outcome: string; code?: string; message?: string }[];
}

const eventsPath = (matchId: string) => `/api/tournaments/${fixture.tournamentId}/matches/${matchId}/events`;
const post = (matchId: string, events: unknown[]) => call<Recorded>('POST', eventsPath(matchId), { token: adminToken, headers: DEMO_ORG_HEADERS, body: { events } });
/**
 * A card with every name and id at its longest: the most a single event can add to the match item. The
 * player is named per test: the first one's 298 yellows suspend their player for the team's next matches.
 */
const longCard = (index: number, player = 'p') =>
  consoleEvent('card', { id: `${index}-`.padEnd(TEXT_LIMITS.id, 'c'), teamType: 'home', cardType: 'yellow', playerId: player.repeat(TEXT_LIMITS.id), playerName: 'N'.repeat(TEXT_LIMITS.personName) });

beforeAll(async () => {
  adminToken = await signInDemo(cloud, 'admin');
  fixture = await createTournamentFixture(call, adminToken, { name: `Match Size Cup ${Date.now()}`, teamNames: ['Size A', 'Size B', 'Size C'] });
}, 60_000);

it(`holds ${MAX_EVENTS_PER_MATCH} events of the longest kind, then refuses the next with a clear answer the console drops`, async () => {
  const matchId = fixture.matchIds[0] as string;
  expect((await post(matchId, [consoleEvent('start')])).body.results[0]?.outcome).toBe('applied');
  // All but the last allowed event written straight to the item (the API would take minutes on this machine for as many).
  const key = { tournamentId: fixture.tournamentId, matchId };
  const { data: started } = await db.entities.match.get(key).go();
  const seeded = Array.from({ length: MAX_EVENTS_PER_MATCH - 2 }, (_, index) => longCard(index));
  const cards = seeded.map((card) => ({ id: card.id, playerId: card.playerId, playerName: card.playerName, teamType: 'home' as const, cardType: 'yellow' as const, minute: 1, timestamp: card.at }));
  await db.entities.match
    .patch(key)
    .set({ cards, appliedEventIds: [...(started?.appliedEventIds ?? []), ...seeded.map((card) => card.id)] })
    .go();

  // The last one fits: a match at its cap is still well inside DynamoDB's item limit.
  expect((await post(matchId, [longCard(MAX_EVENTS_PER_MATCH)])).body.results).toEqual([expect.objectContaining({ outcome: 'applied' })]);
  const beyond = await post(matchId, [longCard(MAX_EVENTS_PER_MATCH + 1)]);
  expect(beyond.status).toBe(200);
  expect(beyond.body.results).toEqual([expect.objectContaining({ outcome: 'rejected', code: 'match_full', message: MATCH_EVENT_REJECTIONS.match_full })]);
  const match = await call<{ cards: unknown[] }>('GET', `/api/tournaments/${fixture.tournamentId}/matches/${matchId}`, { token: adminToken, headers: DEMO_ORG_HEADERS });
  expect(match.body.cards).toHaveLength(MAX_EVENTS_PER_MATCH - 1);
});

it('answers a write DynamoDB refuses for the item size at once, as that, not as a lost race to retry', async () => {
  const matchId = fixture.matchIds[1] as string;
  expect((await post(matchId, [consoleEvent('start')])).body.results[0]?.outcome).toBe('applied');
  // A match item grown to within a few bytes of 400 KB some other way (data written before the cap): no card fits.
  let padded = 0;
  for (const size of [9_000, 1_000, 100]) {
    for (;;) {
      try {
        await db.entities.match
          .patch({ tournamentId: fixture.tournamentId, matchId })
          .append({ appliedEventIds: [`pad-${(padded += 1)}-`.padEnd(size, 'x')] })
          .go();
      } catch (error) {
        if (/size/i.test(String(error))) break;
        throw error;
      }
    }
  }
  const answer = await post(matchId, [longCard(1, 'q')]);
  expect(answer.status).toBe(200);
  expect(answer.body.results).toEqual([expect.objectContaining({ outcome: 'rejected', code: 'match_full' })]);
});
