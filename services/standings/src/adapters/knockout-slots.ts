import { chunk, commit, conditionalWrite, TRANSACTION_LIMIT, type Database, type MatchRecord } from '@pitchside/core/data';

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

/** The teams one knockout match gets, and the slot attributes written with them. */
export interface KnockoutFill {
  match: MatchRecord;
  sides: { home: KnockoutSideFill; away: KnockoutSideFill };
  attributes: KnockoutRowAttributes;
}

export interface KnockoutSlotWriter {
  /**
   * Puts the decided teams on knockout matches that have not started, all or none: each row only if it
   * is still at the version read. The standings consumer derives them from results, so a later run
   * writes them again if this one lost a race. False when any of them started or changed meanwhile.
   * One transaction per 100 rows (a division's bracket is far fewer), so spectators never see one
   * semi-final of a pair filled and the other not.
   */
  fill(fills: readonly KnockoutFill[]): Promise<boolean>;
}

/** What a fill changes on its row. */
function fillChanges({ match, sides: { home, away }, attributes }: KnockoutFill) {
  const { roundName, knockoutOrder, ...named } = attributes;
  const set = {
    ...named,
    stage: 'knockout' as const,
    homeTeam: home.team,
    awayTeam: away.team,
    version: match.version + 1,
    ...(roundName ? { roundName } : {}),
    ...(knockoutOrder !== null ? { knockoutOrder } : {}),
    ...(home.teamKey ? { homeTeamKey: home.teamKey } : {}),
    ...(away.teamKey ? { awayTeamKey: away.teamKey } : {}),
    ...(home.club ? { homeClub: home.club } : {}),
    ...(away.club ? { awayClub: away.club } : {}),
  };
  const remove = [
    ...(home.teamKey ? [] : (['homeTeamKey'] as const)),
    ...(away.teamKey ? [] : (['awayTeamKey'] as const)),
    ...(home.club ? [] : (['homeClub'] as const)),
    ...(away.club ? [] : (['awayClub'] as const)),
  ];
  return { key: { tournamentId: match.tournamentId, matchId: match.matchId }, set, remove, version: match.version };
}

export function dynamoKnockoutSlotWriter(db: Database): KnockoutSlotWriter {
  return {
    async fill(fills) {
      for (const part of chunk(fills, TRANSACTION_LIMIT)) {
        const held = await conditionalWrite(() =>
          commit(
            db.transaction.write(({ match: matches }) =>
              part.map((fill) => {
                const { key, set, remove, version } = fillChanges(fill);
                const update = matches.patch(key).set(set);
                return (remove.length > 0 ? update.remove(remove) : update).where((attr, op) => `${op.eq(attr.version, version)} AND ${op.eq(attr.status, '')}`).commit();
              }),
            ),
          ),
        );
        if (!held) return false;
      }
      return true;
    },
  };
}
