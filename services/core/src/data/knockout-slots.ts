import type { Database } from './database';
import type { MatchRecord } from './matches';
import { conditionalWrite } from './transactions';

/** Who plays on one side of a knockout match: a team, or (team null) the placeholder again. */
export interface KnockoutSideFill {
  /** The team's name, or the placeholder ('Winner Group A') while nobody is decided. */
  team: string;
  teamKey: string | null;
  club: string | null;
}

/** The knockout attributes a row keeps (written too, so a row that predates them carries them from now on). */
export interface KnockoutRowAttributes {
  knockoutCode: string;
  roundName: string | null;
  knockoutOrder: number | null;
  homeSource: string;
  awaySource: string;
  homeLabel: string;
  awayLabel: string;
}

export interface KnockoutSlotWriter {
  /**
   * Puts the decided teams on a knockout match that has not started, if the row is still at the version
   * read: the standings consumer derives them from results, so a later run writes them again if this
   * one lost a race. False when the match started or changed meanwhile.
   */
  fill(match: MatchRecord, sides: { home: KnockoutSideFill; away: KnockoutSideFill }, attributes: KnockoutRowAttributes): Promise<boolean>;
}

export function dynamoKnockoutSlotWriter(db: Database): KnockoutSlotWriter {
  const { match: matches } = db.entities;
  return {
    async fill(match, { home, away }, attributes) {
      const { roundName, knockoutOrder, ...named } = attributes;
      const set = {
        ...named, stage: 'knockout' as const, homeTeam: home.team, awayTeam: away.team, version: match.version + 1,
        ...(roundName ? { roundName } : {}), ...(knockoutOrder !== null ? { knockoutOrder } : {}),
        ...(home.teamKey ? { homeTeamKey: home.teamKey } : {}), ...(away.teamKey ? { awayTeamKey: away.teamKey } : {}),
        ...(home.club ? { homeClub: home.club } : {}), ...(away.club ? { awayClub: away.club } : {}),
      };
      const remove = [
        ...(home.teamKey ? [] : (['homeTeamKey'] as const)), ...(away.teamKey ? [] : (['awayTeamKey'] as const)),
        ...(home.club ? [] : (['homeClub'] as const)), ...(away.club ? [] : (['awayClub'] as const)),
      ];
      const update = matches.patch({ tournamentId: match.tournamentId, matchId: match.matchId }).set(set);
      return conditionalWrite(() => (remove.length > 0 ? update.remove(remove) : update).where((attr, op) => `${op.eq(attr.version, match.version)} AND ${op.eq(attr.status, '')}`).go());
    },
  };
}
