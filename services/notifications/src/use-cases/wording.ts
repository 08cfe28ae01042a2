import { kickOffText, pushText, type Locale, type MessageValues, type PushMessageId, type PushPayload } from '@pitchside/shared';
import type { MatchRecord } from '@pitchside/core/data';

/**
 * What each notification says, in the recipient's language (issue 20), worded by id from catalog/push
 * (shared/src/i18n/catalog/push). Teams and pitches by name, never an id; the tag groups a match's
 * notifications so a newer one replaces the older on the phone.
 */
export const matchPath = (match: Pick<MatchRecord, 'tournamentId' | 'matchId'>) => `/t/${match.tournamentId}/m/${encodeURIComponent(match.matchId)}`;
const consolePath = (match: Pick<MatchRecord, 'tournamentId' | 'matchId'>) => `/admin/matches/${encodeURIComponent(match.tournamentId)}/${encodeURIComponent(match.matchId)}`;
const score = (match: MatchRecord) => `${match.homeTeam} ${match.homeScore}–${match.awayScore} ${match.awayTeam}`;

function payload(kind: string, match: MatchRecord, title: string, body: string, sentAt: string, url = matchPath(match)): PushPayload {
  return { kind, title, body, url, tag: `match-${match.matchId}`.slice(0, 200), sentAt };
}

/** One group's final places, worded when the language is known: the positions, names and points. */
export interface GroupPlace {
  position: number;
  team: string;
  points: number;
}

export function wordingIn(locale: Locale) {
  const words = (id: PushMessageId, values?: MessageValues) => pushText(locale, id, values);
  const teams = (match: MatchRecord) => words('push.versus', { home: match.homeTeam, away: match.awayTeam });
  const onPitch = (match: MatchRecord) => (match.field ? words('push.onPitch', { pitch: match.field }) : '');
  const where = (match: MatchRecord) => [match.time ? `${match.time}` : '', onPitch(match)].filter(Boolean).join(' ');
  /** A moved match's new time as everyone else shows it: the expected kick-off with the delay ('10:45 (+20)'). */
  const movedTo = (match: MatchRecord) => [match.time ? kickOffText(match) : '', onPitch(match)].filter(Boolean).join(' ');
  return {
    kickoff: (match: MatchRecord, at: string) => payload('kickoff', match, words('push.kickoff', { teams: teams(match) }), [match.field, match.division].filter(Boolean).join(' · '), at),
    goal: (match: MatchRecord, goalId: string, at: string) => {
      const goal = match.goals.find((candidate) => candidate.id === goalId);
      const side = goal?.teamType === 'away' ? match.awayTeam : match.homeTeam;
      const scorer = goal?.playerName ? `${goal.playerName} (${side})` : side;
      return payload('goal', match, words('push.goal', { score: score(match) }), `${scorer}${goal?.matchTime ? `, ${goal.matchTime}'` : ''}`, at);
    },
    halftime: (match: MatchRecord, at: string) => payload('halftime', match, words('push.halftime', { score: score(match) }), match.division, at),
    fulltime: (match: MatchRecord, at: string) => payload('fulltime', match, words('push.fulltime', { score: score(match) }), match.division, at),
    moved: (match: MatchRecord, reason: string | undefined, at: string) =>
      payload(
        'moved',
        match,
        words('push.newTime', { teams: teams(match) }),
        [`${words('push.now', { where: movedTo(match) })}${match.date ? ` (${match.date})` : ''}`, reason].filter(Boolean).join('. '),
        at,
      ),
    refereeAssigned: (match: MatchRecord, at: string) =>
      payload('refereeAssigned', match, words('push.youReferee', { teams: teams(match) }), `${where(match)}${match.date ? `, ${match.date}` : ''}`, at, consolePath(match)),
    confirmationAwaited: (match: MatchRecord, at: string) =>
      payload('confirmationAwaited', match, words('push.confirmTitle', { score: score(match) }), words('push.confirmBody'), at, consolePath(match)),
    confirmationMissing: (match: MatchRecord, at: string) =>
      payload('confirmationMissing', match, words('push.missingTitle', { score: score(match) }), words('push.missingBody'), at, consolePath(match)),
    disputed: (match: MatchRecord, at: string) => payload('disputed', match, words('push.disputedTitle', { score: score(match) }), words('push.disputedBody'), at, consolePath(match)),
    groupDecided: (match: MatchRecord, group: string, places: readonly GroupPlace[], at: string): PushPayload => ({
      kind: 'groupDecided',
      title: words('push.groupPlaces', { division: match.division, group }),
      body: places
        .map((place) => `${place.position}. ${place.team} ${words('push.points', { points: place.points })}`)
        .join(' · ')
        .slice(0, 400),
      url: `/t/${match.tournamentId}/d/${encodeURIComponent(match.division)}`,
      tag: `group-${match.division}-${group}`.slice(0, 200),
      sentAt: at,
    }),
  };
}

/** English: the original words (and what a phone that followed without a language gets). */
export const wording = wordingIn('en');
