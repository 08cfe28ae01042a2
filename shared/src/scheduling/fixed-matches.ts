import type { Fixture } from './build-matches';
import type { FixedMatch } from './schedule-input';

/** A fixed match with the fixture it stands for: a real fixture it claimed, or a stand-in of its own. */
export interface ClaimedFixed {
  fixed: FixedMatch;
  /** The fixture as booked: a claimed knockout fixture carries the teams the row has filled in. */
  match: Fixture;
  /** True when no fixture of the input is this match (a friendly, a pairing the groups do not have, a second copy). */
  standIn: boolean;
}

const pairKey = (divisionId: string, home: string, away: string) => `${divisionId}\u0000${home}\u0000${away}`;

/**
 * Which fixture each fixed match already is, so the generator never places that fixture again and a
 * check sees a copy of it as a duplicate. A fixed match naming its fixture (a generated row) claims it
 * first; then each other one claims an unclaimed group fixture of its division with the same home and
 * away team, else the same two teams the other way round (the return leg, or an import that wrote the
 * sides the other way). Each fixture is claimed once: a second copy of a pairing becomes a stand-in,
 * booked like any fixed match under its own id, so it still occupies its teams and its pitch.
 */
export function claimFixtures(fixtures: readonly Fixture[], fixed: readonly FixedMatch[]): ClaimedFixed[] {
  const byId = new Map(fixtures.map((fixture) => [fixture.id, fixture]));
  const byPair = new Map<string, Fixture[]>();
  for (const fixture of fixtures) {
    if (fixture.stage === 'knockout' || !fixture.homeTeamId || !fixture.awayTeamId) continue;
    const key = pairKey(fixture.divisionId, fixture.homeTeamId, fixture.awayTeamId);
    byPair.set(key, [...(byPair.get(key) ?? []), fixture]);
  }
  const claimed = new Set<string>();
  const out = new Map<string, ClaimedFixed>();
  const claim = (entry: FixedMatch, fixture: Fixture) => {
    claimed.add(fixture.id);
    // A knockout row knows its teams once the standings filled them in: they are busy then.
    const match = fixture.stage === 'knockout' ? { ...fixture, homeTeamId: entry.homeTeamId || fixture.homeTeamId, awayTeamId: entry.awayTeamId || fixture.awayTeamId } : fixture;
    out.set(entry.id, { fixed: entry, match, standIn: false });
  };
  for (const entry of fixed) {
    const fixture = entry.fixtureId ? byId.get(entry.fixtureId) : undefined;
    if (fixture && !claimed.has(fixture.id)) claim(entry, fixture);
  }
  for (const entry of fixed) {
    if (out.has(entry.id)) continue; // a generated row whose fixture id changed (groups redrawn) is still its pairing
    const free = (home: string, away: string) => byPair.get(pairKey(entry.divisionId, home, away))?.find((fixture) => !claimed.has(fixture.id));
    const fixture = free(entry.homeTeamId, entry.awayTeamId) ?? free(entry.awayTeamId, entry.homeTeamId);
    if (fixture) claim(entry, fixture);
  }
  return fixed.map(
    (entry) =>
      out.get(entry.id) ?? {
        fixed: entry,
        match: { id: entry.id, divisionId: entry.divisionId, age: entry.age, group: '', round: 0, leg: 1, homeTeamId: entry.homeTeamId, awayTeamId: entry.awayTeamId, stage: 'group' },
        standIn: true,
      },
  );
}
