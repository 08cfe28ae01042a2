import { passPayloadText, passText, type CheckInBoard, type CheckInMark, type CheckInMarksAnswer, type CheckInSettings, type DeskPlayer, type PassPayload, type TeamPasses } from '@pitchside/shared';
import { NotFoundError, type Actor } from '@pitchside/core';
import type { PlayerRecord } from '@pitchside/core/data';
import type { MatchesPorts } from '../ports';
import { squadAges, squadOf } from './check-in-squads';
// The desk is the organizer's for now (docs/decisions/0065).
import { asOrganizer, asOrganizerOrTeamCoach } from './team-access';

/** A morning's backlog of 500 marks syncs in 20 rounds of writes, not 500. */
const MARK_WRITES_AT_ONCE = 25;

export async function getCheckInSettings(ports: MatchesPorts, actor: Actor, orgId: string | undefined, tournamentId: string): Promise<{ settings: CheckInSettings }> {
  await asOrganizer(ports, actor, orgId, tournamentId);
  return { settings: await ports.checkIn.settings(tournamentId) };
}

export async function putCheckInSettings(ports: MatchesPorts, actor: Actor, orgId: string | undefined, tournamentId: string, input: CheckInSettings): Promise<{ settings: CheckInSettings }> {
  await asOrganizer(ports, actor, orgId, tournamentId);
  // One rule per division: a second would be a rule nobody could see applied.
  const settings = { ...input, ageRules: [...new Map(input.ageRules.map((rule) => [rule.divisionId, rule])).values()] };
  await ports.checkIn.saveSettings(tournamentId, settings, actor.uid, ports.clock.now().toISOString());
  return { settings };
}

function deskPlayers(players: readonly PlayerRecord[], check: ReturnType<typeof squadAges>, present: (playerId: string) => boolean): DeskPlayer[] {
  const byId = new Map(check.players.map((entry) => [entry.playerId, entry]));
  return [...players]
    .sort((a, b) => (a.jerseyNumber ?? 1000) - (b.jerseyNumber ?? 1000) || a.name.localeCompare(b.name))
    .map((player) => ({
      playerId: player.playerId,
      name: player.name,
      jerseyNumber: player.jerseyNumber ?? null,
      dateOfBirth: player.dateOfBirth ?? null,
      older: byId.get(player.playerId)?.older ?? false,
      ageProblem: byId.get(player.playerId)?.problem ?? null,
      present: present(player.playerId),
    }));
}

/** The desk's morning and the organizer's live view: every team, its squad with the age check, and who is here. */
export async function checkInBoard(ports: MatchesPorts, actor: Actor, orgId: string | undefined, tournamentId: string): Promise<CheckInBoard> {
  const { tournament } = await asOrganizer(ports, actor, orgId, tournamentId);
  const [settings, marks, entries, publicKey] = await Promise.all([
    ports.checkIn.settings(tournamentId),
    ports.checkIn.marks(tournamentId),
    ports.structure.teams(tournamentId),
    ports.passes.publicKey(tournamentId),
  ]);
  const marked = new Map(marks.map((mark) => [`${mark.teamKey}|${mark.playerId ?? ''}`, mark.present]));
  const teams = await Promise.all(
    entries.map(async (entry) => {
      const players = await squadOf(ports, tournament.orgId, entry);
      const check = squadAges(settings, entry.divisionId, players);
      return {
        teamKey: entry.teamKey,
        team: entry.team,
        club: entry.club,
        division: entry.division,
        divisionId: entry.divisionId,
        present: marked.get(`${entry.teamKey}|`) ?? false,
        players: deskPlayers(players, check, (playerId) => marked.get(`${entry.teamKey}|${playerId}`) ?? false),
      };
    }),
  );
  teams.sort((a, b) => a.division.localeCompare(b.division) || a.team.localeCompare(b.team));
  return { tournamentId, publicKey, settings, teams };
}

/**
 * The desk's marks, each checked against the tournament (its team entry, the player in that team's squad). A
 * mark naming neither is 'unknown' and dropped by the phone, so a player deleted meanwhile cannot wedge its queue.
 */
export async function recordCheckInMarks(ports: MatchesPorts, actor: Actor, orgId: string | undefined, tournamentId: string, marks: readonly CheckInMark[]): Promise<CheckInMarksAnswer> {
  const { tournament } = await asOrganizer(ports, actor, orgId, tournamentId);
  const now = ports.clock.now().toISOString();
  const squads = new Map<string, Promise<Set<string> | null>>();
  const squad = (teamKey: string) => {
    let found = squads.get(teamKey);
    if (!found) {
      found = ports.structure.getTeam(tournamentId, teamKey).then(async (entry) => (entry ? new Set((await squadOf(ports, tournament.orgId, entry)).map((player) => player.playerId)) : null));
      squads.set(teamKey, found);
    }
    return found;
  };
  const one = async (mark: CheckInMark): Promise<CheckInMarksAnswer['results'][number]> => {
    const players = await squad(mark.teamKey);
    if (!players || (mark.playerId !== null && !players.has(mark.playerId))) return { markId: mark.markId, outcome: 'unknown' };
    // A phone whose clock runs ahead must not make its marks unbeatable: no tap is later than now.
    const at = mark.at > now ? now : mark.at;
    const applied = await ports.checkIn.putMark(tournamentId, { ...mark, at }, actor.uid);
    return { markId: mark.markId, outcome: applied ? 'applied' : 'stale' };
  };
  // Written MARK_WRITES_AT_ONCE at a time: each write's condition (newer tap wins) makes their order irrelevant.
  const results: CheckInMarksAnswer['results'] = [];
  for (let start = 0; start < marks.length; start += MARK_WRITES_AT_ONCE) results.push(...(await Promise.all(marks.slice(start, start + MARK_WRITES_AT_ONCE).map(one))));
  return { results };
}

/**
 * The team sheet: the team's pass and each player's, signed with the tournament's key, and the squad's age
 * check. The organizer, or the coach of that very team; anyone else learns nothing about its players.
 */
export async function teamPasses(ports: MatchesPorts, actor: Actor, tournamentId: string, teamKey: string): Promise<TeamPasses> {
  const { tournament, entry } = await asOrganizerOrTeamCoach(ports, actor, tournamentId, teamKey);
  if (!entry) throw new NotFoundError({ id: 'checkIn.teamNotFound' });
  const [settings, players] = await Promise.all([ports.checkIn.settings(tournamentId), squadOf(ports, tournament.orgId, entry)]);
  const check = squadAges(settings, entry.divisionId, players);
  const sign = async (pass: PassPayload) => {
    const text = passPayloadText(pass);
    return passText(text, await ports.passes.sign(tournamentId, text));
  };
  const desk = deskPlayers(players, check, () => false);
  return {
    tournamentId,
    tournament: tournament.name,
    teamKey,
    team: entry.team,
    division: entry.division,
    teamPass: await sign({ t: tournamentId, k: 'team', tk: teamKey }),
    squadFreezeAt: settings.squadFreezeAt,
    olderAllowed: check.rule?.olderAllowed ?? null,
    bornOnOrAfter: check.rule?.bornOnOrAfter ?? null,
    players: await Promise.all(desk.map(async ({ present: _present, ...player }) => ({ ...player, pass: await sign({ t: tournamentId, k: 'player', tk: teamKey, p: player.playerId }) }))),
  };
}
