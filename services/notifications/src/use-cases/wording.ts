import { kickOffText, type PushPayload } from '@pitchside/shared';
import type { MatchRecord } from '@pitchside/core';

/**
 * What each notification says (English; the i18n catalog takes these strings over). Teams and pitches by
 * name, never an id; the tag groups a match's notifications so a newer one replaces the older on the phone.
 */
export const matchPath = (match: Pick<MatchRecord, 'tournamentId' | 'matchId'>) => `/t/${match.tournamentId}/m/${encodeURIComponent(match.matchId)}`;
const consolePath = (match: Pick<MatchRecord, 'tournamentId' | 'matchId'>) => `/admin/matches/${encodeURIComponent(match.tournamentId)}/${encodeURIComponent(match.matchId)}`;
const teams = (match: MatchRecord) => `${match.homeTeam} v ${match.awayTeam}`;
const score = (match: MatchRecord) => `${match.homeTeam} ${match.homeScore}–${match.awayScore} ${match.awayTeam}`;
const where = (match: MatchRecord) => [match.time ? `${match.time}` : '', match.field ? `on ${match.field}` : ''].filter(Boolean).join(' ');
/** A moved match's new time as everyone else shows it: the expected kick-off with the delay ('10:45 (+20)'), via the shared formatter. */
const movedTo = (match: MatchRecord) => [match.time ? kickOffText(match) : '', match.field ? `on ${match.field}` : ''].filter(Boolean).join(' ');

function payload(kind: string, match: MatchRecord, title: string, body: string, sentAt: string, url = matchPath(match)): PushPayload {
  return { kind, title, body, url, tag: `match-${match.matchId}`.slice(0, 200), sentAt };
}

export const wording = {
  kickoff: (match: MatchRecord, at: string) => payload('kickoff', match, `Kick-off: ${teams(match)}`, [match.field, match.division].filter(Boolean).join(' · '), at),
  goal: (match: MatchRecord, goalId: string, at: string) => {
    const goal = match.goals.find((candidate) => candidate.id === goalId);
    const side = goal?.teamType === 'away' ? match.awayTeam : match.homeTeam;
    const scorer = goal?.playerName ? `${goal.playerName} (${side})` : side;
    return payload('goal', match, `Goal! ${score(match)}`, `${scorer}${goal?.matchTime ? `, ${goal.matchTime}'` : ''}`, at);
  },
  halftime: (match: MatchRecord, at: string) => payload('halftime', match, `Half-time: ${score(match)}`, match.division, at),
  fulltime: (match: MatchRecord, at: string) => payload('fulltime', match, `Full-time: ${score(match)}`, match.division, at),
  moved: (match: MatchRecord, reason: string | undefined, at: string) =>
    payload('moved', match, `New time: ${teams(match)}`, [`Now ${movedTo(match)}${match.date ? ` (${match.date})` : ''}`, reason].filter(Boolean).join('. '), at),
  refereeAssigned: (match: MatchRecord, at: string) =>
    payload('refereeAssigned', match, `You referee ${teams(match)}`, `${where(match)}${match.date ? `, ${match.date}` : ''}`, at, consolePath(match)),
  confirmationAwaited: (match: MatchRecord, at: string) =>
    payload('confirmationAwaited', match, `Confirm the score: ${score(match)}`, 'The referee has completed the match. Confirm or dispute the result.', at, consolePath(match)),
  confirmationMissing: (match: MatchRecord, at: string) =>
    payload('confirmationMissing', match, `Score not confirmed: ${score(match)}`, 'A coach has not confirmed this result yet.', at, consolePath(match)),
  disputed: (match: MatchRecord, at: string) =>
    payload('disputed', match, `Result disputed: ${score(match)}`, 'A coach disputes this result. Open the match to resolve it.', at, consolePath(match)),
  groupDecided: (match: MatchRecord, group: string, places: string, at: string): PushPayload =>
    ({ kind: 'groupDecided', title: `${match.division} ${group}: final places`, body: places, url: `/t/${match.tournamentId}/d/${encodeURIComponent(match.division)}`, tag: `group-${match.division}-${group}`.slice(0, 200), sentAt: at }),
};
