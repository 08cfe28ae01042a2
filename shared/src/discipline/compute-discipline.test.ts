import fc from 'fast-check';
import { computeDiscipline, suspensionIn } from './compute-discipline';
import type { DisciplineCard, DisciplineDecision, DisciplineEvent, DisciplineMatch } from './discipline-input';
import { DEFAULT_DISCIPLINE_RULES, disciplineRulesSchema, type DisciplineRules } from './discipline-rules';

/** Team A plays three group matches and a knockout, in kick-off order m1…m4. */
function schedule(cards: Record<string, DisciplineEvent[]>, completed: string[] = []): DisciplineMatch[] {
  return ['m1', 'm2', 'm3', 'm4'].map((matchId, index) => ({
    matchId,
    divisionId: 'd1',
    date: '2026-06-01',
    time: `1${index}:00`,
    stage: index === 3 ? 'knockout' : 'group',
    homeTeamKey: 'A',
    awayTeamKey: `X${index}`,
    completed: completed.includes(matchId),
    events: cards[matchId] ?? [],
  }));
}

const card = (id: string, cardType: DisciplineCard['cardType'], playerId = 'p1'): DisciplineCard => ({ type: 'card', id, playerId, playerName: 'Ana', teamType: 'home', cardType });
const decision = (suspensionId: string, action: DisciplineDecision['action'], extra: Partial<DisciplineDecision> = {}): DisciplineDecision => ({
  decisionId: `d-${action}`,
  suspensionId,
  action,
  reason: 'Video shows no foul',
  decidedAt: '2026-06-01T12:00:00.000Z',
  decidedBy: 'u1',
  decidedByName: 'Organizer',
  ...extra,
});

describe('computeDiscipline', () => {
  it('a red card suspends the player for the team’s next match, and only that one', () => {
    const result = computeDiscipline(DEFAULT_DISCIPLINE_RULES, schedule({ m1: [card('c1', 'red')] }), []);
    expect(result.suspensions).toEqual([expect.objectContaining({ playerId: 'p1', cause: 'red', cardMatchId: 'm1', sitOut: ['m2'], state: 'pending' })]);
    expect(suspensionIn(result, 'm2', 'p1')).toBeDefined();
    expect(suspensionIn(result, 'm3', 'p1')).toBeUndefined();
    expect(result.cards).toEqual([{ playerId: 'p1', playerName: 'Ana', teamKey: 'A', yellow: 0, red: 1 }]);
  });

  it('two yellows in one match count as a red, not as steps toward a caution suspension', () => {
    const result = computeDiscipline(DEFAULT_DISCIPLINE_RULES, schedule({ m1: [card('c1', 'yellow'), card('c2', 'yellow')], m2: [], m3: [card('c3', 'yellow')] }), []);
    expect(result.suspensions.map((s) => [s.cause, s.sitOut])).toEqual([['second_yellow', ['m2']]]);
  });

  it('the third caution across matches suspends for one; group-stage scope starts again at the knockout', () => {
    const events = { m1: [card('c1', 'yellow')], m2: [card('c2', 'yellow')], m4: [card('c4', 'yellow')] };
    const whole = computeDiscipline(DEFAULT_DISCIPLINE_RULES, schedule(events), []);
    expect(whole.suspensions.map((s) => [s.cause, s.cardMatchId])).toEqual([['yellow_cards', 'm4']]);
    const groups = computeDiscipline({ ...DEFAULT_DISCIPLINE_RULES, yellowCardScope: 'group-stage' }, schedule(events), []);
    expect(groups.suspensions).toEqual([]);
  });

  it('a division with rules of its own plays by them', () => {
    const rules: DisciplineRules = { ...DEFAULT_DISCIPLINE_RULES, divisions: [{ divisionId: 'd1', redCardMatches: 2, yellowCardsForSuspension: 3, yellowCardScope: 'tournament' }] };
    expect(computeDiscipline(rules, schedule({ m1: [card('c1', 'red')] }), []).suspensions[0]?.sitOut).toEqual(['m2', 'm3']);
  });

  it('overturn lifts it, extend adds a match, served marks it served', () => {
    const matches = schedule({ m1: [card('c1', 'red')] });
    const id = 'm1:p1:sent-off';
    expect(computeDiscipline(DEFAULT_DISCIPLINE_RULES, matches, [decision(id, 'overturn')]).suspensions[0]).toMatchObject({ state: 'overturned', sitOut: [] });
    expect(computeDiscipline(DEFAULT_DISCIPLINE_RULES, matches, [decision(id, 'extend', { matches: 1 })]).suspensions[0]).toMatchObject({ matches: 2, sitOut: ['m2', 'm3'] });
    const served = computeDiscipline(DEFAULT_DISCIPLINE_RULES, matches, [decision(id, 'served')]);
    expect(served.suspensions[0]?.state).toBe('served');
    expect(suspensionIn(served, 'm2', 'p1')).toBeUndefined();
  });

  it('is served once its matches are played, and a second suspension follows the first', () => {
    const result = computeDiscipline(DEFAULT_DISCIPLINE_RULES, schedule({ m1: [card('c1', 'red'), card('c2', 'yellow', 'p1')] }, ['m1', 'm2']), []);
    expect(result.suspensions[0]?.state).toBe('served');
    const both = computeDiscipline({ ...DEFAULT_DISCIPLINE_RULES, yellowCardsForSuspension: 2 }, schedule({ m1: [card('c1', 'yellow')], m2: [card('c2', 'yellow'), card('c3', 'red')] }), []);
    expect(both.suspensions.map((s) => s.sitOut)).toEqual([['m3'], ['m4']]);
  });

  it('the defaults pass the contract', () => {
    expect(disciplineRulesSchema.safeParse(DEFAULT_DISCIPLINE_RULES).success).toBe(true);
    expect(disciplineRulesSchema.safeParse({ ...DEFAULT_DISCIPLINE_RULES, redCardMatches: 11 }).success).toBe(false);
    expect(disciplineRulesSchema.safeParse({ ...DEFAULT_DISCIPLINE_RULES, yellowCardsForSuspension: 1.5 }).success).toBe(false);
  });
});

describe('computeDiscipline properties', () => {
  const cardArb = fc.record({
    type: fc.constant('card' as const),
    id: fc.constantFrom('c1', 'c2', 'c3', 'c4', 'c5', 'c6'),
    playerId: fc.constantFrom('p1', 'p2'),
    playerName: fc.constant('Ana'),
    teamType: fc.constantFrom('home' as const, 'away' as const),
    cardType: fc.constantFrom('yellow' as const, 'second_yellow' as const, 'red' as const),
  });
  const eventArb: fc.Arbitrary<DisciplineEvent> = fc.oneof(
    cardArb,
    fc.record({ type: fc.constant('card-removed' as const), id: fc.constantFrom('r1', 'r2'), cardId: fc.constantFrom('c1', 'c2', 'c3') }),
  );
  // Card ids are unique per match in the real log: the same id in one match is the same event.
  const matchEventsArb = fc.uniqueArray(eventArb, { selector: (event) => event.id, maxLength: 6 });
  const scheduleArb = fc.tuple(matchEventsArb, matchEventsArb, matchEventsArb, matchEventsArb).map(([a, b, c, d]) => schedule({ m1: a, m2: b, m3: c, m4: d }, ['m1']));
  const rulesArb = fc.record({
    redCardMatches: fc.integer({ min: 1, max: 3 }),
    yellowCardsForSuspension: fc.integer({ min: 2, max: 4 }),
    yellowCardScope: fc.constantFrom('tournament' as const, 'group-stage' as const),
    divisions: fc.constant<DisciplineRules['divisions']>([]),
  });

  it('replayed, duplicated or reordered events give the same result', () => {
    fc.assert(
      fc.property(rulesArb, scheduleArb, fc.infiniteStream(fc.nat()), (rules, matches, noise) => {
        const expected = computeDiscipline(rules, matches, []);
        const shuffled = matches
          .map((match) => {
            const doubled = [...match.events, ...match.events.filter(() => noise.next().value % 2 === 0)];
            return {
              ...match,
              events: doubled
                .map((event) => ({ event, key: noise.next().value }))
                .sort((a, b) => a.key - b.key)
                .map(({ event }) => event),
            };
          })
          .reverse();
        expect(computeDiscipline(rules, shuffled, [])).toEqual(expected);
      }),
    );
  });

  it('undoing a card undoes its suspension: the result is that of the log without the card', () => {
    fc.assert(
      fc.property(rulesArb, scheduleArb, fc.nat({ max: 3 }), (rules, matches, which) => {
        const target = matches[which]!;
        const cardToUndo = target.events.find((event): event is DisciplineCard => event.type === 'card' && !target.events.some((e) => e.type === 'card-removed' && e.cardId === event.id));
        if (!cardToUndo) return;
        const undone = matches.map((match) => (match === target ? { ...match, events: [...match.events, { type: 'card-removed' as const, id: 'undo', cardId: cardToUndo.id }] } : match));
        const without = matches.map((match) => (match === target ? { ...match, events: match.events.filter((event) => event !== cardToUndo) } : match));
        expect(computeDiscipline(rules, undone, [])).toEqual(computeDiscipline(rules, without, []));
      }),
    );
  });

  it('every suspension sits out only matches after its card, never more than it costs', () => {
    fc.assert(
      fc.property(rulesArb, scheduleArb, (rules, matches) => {
        const order = matches.map((match) => match.matchId);
        for (const suspension of computeDiscipline(rules, matches, []).suspensions) {
          expect(suspension.sitOut.length).toBeLessThanOrEqual(suspension.matches);
          for (const matchId of suspension.sitOut) expect(order.indexOf(matchId)).toBeGreaterThan(order.indexOf(suspension.cardMatchId));
        }
      }),
    );
  });
});
