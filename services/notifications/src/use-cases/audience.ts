import { computeStandings, LOCALES, publicSides, pushTopics, type NotificationRequest, type PushPayload } from '@pitchside/shared';
import type { MatchRecord, TournamentRecord } from '@pitchside/core/data';
import { byLanguage, choseKind, unique, type AudiencePart, type Delivery, type Told } from './audience-parts';
import type { SenderPorts } from '../ports';
import { confirmationStillMissing } from './confirmation-check';
import { followExpiry } from './follow';
import { wordingIn, type GroupPlace } from './wording';

const followTopics = (match: MatchRecord) => [
  pushTopics.follow(match.tournamentId, 'match', match.matchId),
  pushTopics.follow(match.tournamentId, 'division', match.division),
  ...(match.homeTeamKey ? [pushTopics.follow(match.tournamentId, 'team', match.homeTeamKey)] : []),
  ...(match.awayTeamKey ? [pushTopics.follow(match.tournamentId, 'team', match.awayTeamKey)] : []),
];

type Words = ReturnType<typeof wordingIn>;

/** Issue 20: one delivery per language among the recipients, each worded in it (none for no recipient). */
export const inEachLanguage = (told: readonly Told[], word: (words: Words) => PushPayload): Delivery[] => byLanguage(told, (language) => word(wordingIn(language)));

/**
 * The followers of these topics who chose this kind, each worded in its phone's language. `told` carries
 * across topics: a phone following the match and both its teams is told once. Each topic's first page is
 * pushed from here; a topic with more rows than that is left to other containers, one per key range (the
 * rest of a 10,000-phone team is read by sixteen containers side by side instead of one after another).
 */
async function* followersTold(ports: SenderPorts, topics: string[], kind: string, told: Set<string>, word: (words: Words) => PushPayload): AsyncGenerator<AudiencePart> {
  const firsts = await Promise.all(topics.map(async (topic) => ({ topic, ...(await ports.follows.firstPage(topic)) })));
  for (const { rows } of firsts) yield* inEachLanguage(unique(choseKind(rows, kind), told), word);
  const rest = firsts.flatMap(({ topic, restAfter }) => (restAfter === undefined ? [] : [{ topic, after: restAfter }]));
  if (rest.length > 0) yield { share: 'ranges', kind, topics: rest, payloads: Object.fromEntries(LOCALES.map((language) => [language, word(wordingIn(language))])), told };
}

/** The coaches of a match's two teams (tournament team → organization team → its coach). */
async function coachUids(ports: SenderPorts, match: MatchRecord): Promise<string[]> {
  const keys = [match.homeTeamKey, match.awayTeamKey].filter((key): key is string => Boolean(key));
  const entries = await Promise.all(keys.map((key) => ports.structure.getTeam(match.tournamentId, key)));
  const teams = await Promise.all(entries.map((entry) => (entry?.teamId ? ports.teams.get(entry.teamId) : null)));
  return [...new Set(teams.flatMap((team) => (team?.coachUid ? [team.coachUid] : [])))];
}

/** The organizer and every tournament admin linked to the tournament. */
async function organizerUids(ports: SenderPorts, tournament: TournamentRecord): Promise<string[]> {
  const links = await ports.tournaments.linksOfTournament(tournament.tournamentId);
  return [...new Set([tournament.organizerUid, ...links.map((link) => link.userId)])];
}

const devicesOf = (ports: SenderPorts, uids: readonly string[]) => ports.follows.followers(uids.map((uid) => pushTopics.user(uid)));

/**
 * The bracket's final places, once its last group match is complete: "1. Lakeside 7 pts · 2. …". Only for
 * groups whose every match is completed; the table is computed from source with the tournament's rules.
 */
async function* groupDecided(ports: SenderPorts, tournament: TournamentRecord, match: MatchRecord, at: string): AsyncGenerator<AudiencePart> {
  const bracket = match.bracket;
  if (!bracket || match.stage === 'knockout') return;
  const inBracket = (await ports.matches.listByTournament(match.tournamentId, match.division)).filter((candidate) => candidate.bracket === match.bracket && candidate.stage !== 'knockout');
  if (inBracket.length === 0 || inBracket.some((candidate) => candidate.status !== 'completed')) return;
  const names = new Map<string, string>();
  for (const candidate of inBracket) {
    names.set(candidate.homeTeamKey ?? candidate.homeTeam, candidate.homeTeam);
    names.set(candidate.awayTeamKey ?? candidate.awayTeam, candidate.awayTeam);
  }
  const table = computeStandings(
    inBracket.map((candidate) => ({ ...candidate, homeTeam: candidate.homeTeamKey ?? candidate.homeTeam, awayTeam: candidate.awayTeamKey ?? candidate.awayTeam })),
    {
      teams: [...names.keys()],
      ...(tournament.tieBreakers && tournament.tieBreakers.length > 0 ? { tieBreakers: tournament.tieBreakers as never } : {}),
      ...(tournament.gdCap ? { gdCap: tournament.gdCap } : {}),
    },
  );
  const places: GroupPlace[] = table.map((row) => ({ position: row.position, team: names.get(row.team) ?? row.team, points: row.PTS }));
  const teamTopics = [...names.keys()].map((key) => pushTopics.follow(match.tournamentId, 'team', key));
  const topics = [pushTopics.follow(match.tournamentId, 'division', match.division), ...teamTopics];
  yield* followersTold(ports, topics, 'groupDecided', new Set(), (words) => words.groupDecided(match, bracket, places, at));
}

/**
 * Who is told what for one request, read fresh from the table: the followers who chose that kind, and the
 * signed-in people it concerns. Nothing once the tournament is over, or for a tournament not (or no
 * longer) published; no score for an age group whose results are hidden. Deliveries come as the audience
 * is read, so a big one can be shared out before the last of it has been read.
 */
export async function* audienceOf(ports: SenderPorts, request: NotificationRequest): AsyncGenerator<AudiencePart> {
  const tournament = await ports.tournaments.get(request.tournamentId);
  const now = ports.clock.now();
  if (!tournament || followExpiry(tournament.endDate) <= now.getTime() / 1000) return;
  const at = now.toISOString();
  const publicToo = !tournament.draft;

  if (request.kind === 'matchMoved') {
    for (const matchId of request.matchIds) {
      const match = await ports.matches.get(request.tournamentId, matchId);
      if (!match) continue;
      const told = new Set<string>();
      const word = (words: Words) => words.moved(match, request.reason, at);
      // The referee's and coaches' devices first: a phone that also follows the match publicly is then left
      // out of the followers, wherever in the audience its row is read.
      yield* inEachLanguage(unique(await devicesOf(ports, [...(match.refereeId ? [match.refereeId] : []), ...(await coachUids(ports, match))]), told), word);
      if (!publicToo) continue;
      // Followers are the public: a hidden age group's knockout slot that results filled is its placeholder to them.
      const shown = publicSides(match, (await ports.publicReads.hiddenAges(request.tournamentId)).has(match.age));
      yield* followersTold(ports, followTopics(shown), 'moved', told, (words) => words.moved(shown, request.reason, at));
    }
    return;
  }

  const match = await ports.matches.get(request.tournamentId, request.matchId);
  if (!match) return;
  switch (request.kind) {
    case 'refereeAssigned':
      if (match.refereeId === request.refereeUid) yield* inEachLanguage(unique(await devicesOf(ports, [request.refereeUid])), (words) => words.refereeAssigned(match, at));
      return;
    case 'confirmationAwaited':
      yield* inEachLanguage(unique(await devicesOf(ports, await coachUids(ports, match))), (words) => words.confirmationAwaited(match, at));
      return;
    case 'confirmationMissing':
      if (await confirmationStillMissing(ports, match, request))
        yield* inEachLanguage(unique(await devicesOf(ports, await organizerUids(ports, tournament))), (words) => words.confirmationMissing(match, at));
      return;
    case 'disputed':
      yield* inEachLanguage(unique(await devicesOf(ports, await organizerUids(ports, tournament))), (words) => words.disputed(match, at));
      return;
    default:
      break;
  }
  if (!publicToo) return;
  const hidden = (await ports.publicReads.hiddenAges(request.tournamentId)).has(match.age);
  // An age group that hides its results tells spectators of kick-offs only (spec: results are not public).
  if (hidden && request.kind !== 'kickoff') return;
  const { kind } = request;
  // A knockout side that results filled is itself a result: hidden, followers see its placeholder and the
  // team's followers are not told (that their team is in the semi-final would say who won the group).
  const shown = publicSides(match, hidden);
  const word = (words: Words) =>
    request.kind === 'goal' ? words.goal(shown, request.goalId, at) : kind === 'kickoff' ? words.kickoff(shown, at) : kind === 'halftime' ? words.halftime(shown, at) : words.fulltime(shown, at);
  yield* followersTold(ports, followTopics(shown), request.kind, new Set(), word);
  if (request.kind === 'fulltime') yield* groupDecided(ports, tournament, match, at);
}
