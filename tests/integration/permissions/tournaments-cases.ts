import { defineCases, type ActorKind, type MatrixContext } from './matrix-types';

/**
 * The tournaments service's lines of the permission matrix. Fixtures live in the demo organization: a
 * tournament the demo tournament admin is linked to (with a division, a bracket and a team), and a team
 * coached by the demo coach with one player. Deleting routes aim at a fresh object per call.
 */
const ORGANIZERS: ActorKind[] = ['admin', 'tournamentadmin'];
const ALL: ActorKind[] = ['anonymous', 'admin', 'tournamentadmin', 'referee', 'coach', 'medic', 'refereeassignor', 'otherCoach', 'otherOrgAdmin', 'crossLinkedTournamentAdmin'];
const TEAM_READERS: ActorKind[] = ['admin', 'tournamentadmin', 'coach', 'crossLinkedTournamentAdmin'];
/** Referee assignors read the tournaments and their matches to staff them (docs/architecture.md, "Permissions"). */
const MATCH_STAFFERS: ActorKind[] = [...ORGANIZERS, 'refereeassignor'];
const TEAM_EDITORS: ActorKind[] = ['admin', 'coach'];

let counter = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${(counter++).toString(36)}`;
const letters = () => `Matrix ${'abcdefghijklmnopqrstuvwxyz'[counter++ % 26]}layer`;

async function asAdmin<T>(context: MatrixContext, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await context.call<T>(method, path, { token: context.adminToken, headers: context.demoOrg, ...(body !== undefined ? { body } : {}) });
  if (answer.status >= 300) throw new Error(`Fixture ${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function newTournament(context: MatrixContext): Promise<string> {
  const body = { name: unique('Matrix Cup'), type: 'league', days: 'weekends', startDate: '2026-07-01', endDate: '2026-07-02', venue: 'Matrix Park', ageGroups: ['u12'], genders: ['boys'] };
  const id = (await asAdmin<{ tournament: { tournamentId: string } }>(context, 'POST', '/api/tournaments', body)).tournament.tournamentId;
  await asAdmin(context, 'POST', `/api/tournaments/${id}/admins`, { uid: context.uids.get('tournamentadmin') });
  return id;
}

/**
 * The public site's fixture: a published tournament (never unpublished by the matrix) with two teams and a
 * match on 'Pitch 1', so every public read answers 200 to everyone.
 */
async function publishedTournament(context: MatrixContext): Promise<{ publicId: string; publicTeamKey: string; publicMatchId: string }> {
  const body = { name: unique('Matrix Public Cup'), type: 'league', days: 'weekends', startDate: '2026-07-01', endDate: '2026-07-01', venue: 'Matrix Park', ageGroups: ['u12'], genders: ['boys'] };
  const publicId = (await asAdmin<{ tournament: { tournamentId: string } }>(context, 'POST', '/api/tournaments', body)).tournament.tournamentId;
  await asAdmin(context, 'POST', `/api/tournaments/${publicId}/divisions`, { name: 'Matrix Public U12', age: 'u12', gender: 'boys' });
  const home = await asAdmin<{ team: { teamKey: string } }>(context, 'POST', `/api/tournaments/${publicId}/teams`, { team: 'Matrix Home', division: 'Matrix Public U12' });
  await asAdmin(context, 'POST', `/api/tournaments/${publicId}/teams`, { team: 'Matrix Away', division: 'Matrix Public U12' });
  const match = await asAdmin<{ matchId: string }>(context, 'POST', `/api/tournaments/${publicId}/matches`, {
    division: 'Matrix Public U12',
    age: 'u12',
    gender: 'boys',
    date: '2026-07-01',
    time: '10:00',
    homeTeam: 'Matrix Home',
    awayTeam: 'Matrix Away',
    field: 'Pitch 1',
  });
  await asAdmin(context, 'POST', `/api/tournaments/${publicId}/publish`);
  return { publicId, publicTeamKey: home.team.teamKey, publicMatchId: match.matchId };
}

export const tournamentsCases = defineCases({
  async setup(context) {
    const tournamentId = await newTournament(context);
    const { division } = await asAdmin<{ division: { divisionId: string } }>(context, 'POST', `/api/tournaments/${tournamentId}/divisions`, { name: 'Matrix Boys U12', age: 'u12', gender: 'boys' });
    const { bracket } = await asAdmin<{ bracket: { bracketId: string } }>(context, 'POST', `/api/tournaments/${tournamentId}/brackets`, { name: 'Group A', divisionId: division.divisionId });
    const entry = await asAdmin<{ team: { teamKey: string } }>(context, 'POST', `/api/tournaments/${tournamentId}/teams`, { team: 'Matrix FC', division: 'Matrix Boys U12', bracket: 'Group A' });
    const { team } = await asAdmin<{ team: { teamId: string } }>(context, 'POST', '/api/teams', { name: unique('Matrix Blue'), age: 'u12', gender: 'male', coachUid: context.uids.get('coach') });
    const { player } = await asAdmin<{ player: { playerId: string } }>(context, 'POST', `/api/teams/${team.teamId}/players`, { name: 'Matrix Player' });
    return {
      tournamentId,
      divisionId: division.divisionId,
      bracketId: bracket.bracketId,
      teamKey: entry.team.teamKey,
      teamId: team.teamId,
      playerId: player.playerId,
      ...(await publishedTournament(context)),
    };
  },
  cases: {
    // The public site: anyone reads a published tournament (a draft is 'Tournament not found' for everyone).
    publicTournaments: { allowed: ALL, request: () => ({ method: 'GET', path: '/api/public/tournaments' }) },
    publicTournament: { allowed: ALL, request: (f) => ({ method: 'GET', path: `/api/public/tournaments/${f.publicId}` }) },
    publicMatches: { allowed: ALL, request: (f) => ({ method: 'GET', path: `/api/public/tournaments/${f.publicId}/matches` }) },
    publicMatch: { allowed: ALL, request: (f) => ({ method: 'GET', path: `/api/public/tournaments/${f.publicId}/matches/${f.publicMatchId}` }) },
    publicTeam: { allowed: ALL, request: (f) => ({ method: 'GET', path: `/api/public/tournaments/${f.publicId}/teams/${encodeURIComponent(f.publicTeamKey)}` }) },
    publicStatistics: { allowed: ALL, request: (f) => ({ method: 'GET', path: `/api/public/tournaments/${f.publicId}/statistics` }) },
    teamCalendar: { allowed: ALL, request: (f) => ({ method: 'GET', path: `/api/public/tournaments/${f.publicId}/teams/${encodeURIComponent(f.publicTeamKey)}/calendar.ics` }) },
    pitchCalendar: { allowed: ALL, request: (f) => ({ method: 'GET', path: `/api/public/tournaments/${f.publicId}/pitches/pitch-1/calendar.ics` }) },
    publicSchedulePdf: { allowed: ALL, request: (f) => ({ method: 'GET', path: `/api/public/tournaments/${f.publicId}/schedule.pdf` }) },
    printSchedule: { allowed: ORGANIZERS, request: (f) => ({ method: 'GET', path: `/api/tournaments/${f.tournamentId}/schedule.pdf?date=2026-07-01` }) },
    setAgeGroupVisibility: { allowed: ORGANIZERS, request: (f) => ({ method: 'PUT', path: `/api/tournaments/${f.tournamentId}/age-groups/u12`, body: { hideResults: false } }) },
    // Everyone who lists tournaments gets their own organization's list: the second organization's admin too.
    listTournaments: { allowed: [...MATCH_STAFFERS, 'otherOrgAdmin', 'crossLinkedTournamentAdmin'], request: () => ({ method: 'GET', path: '/api/tournaments' }) },
    createTournament: {
      allowed: ['admin', 'otherOrgAdmin'],
      request: () => ({
        method: 'POST',
        path: '/api/tournaments',
        body: { name: unique('Created Cup'), type: 'tournament', days: 'weekdays', startDate: '2026-08-01', endDate: '2026-08-01', venue: 'Park', ageGroups: ['u9'], genders: ['mixed'] },
      }),
    },
    getTournament: { allowed: ORGANIZERS, request: (f) => ({ method: 'GET', path: `/api/tournaments/${f.tournamentId}` }) },
    updateTournament: { allowed: ORGANIZERS, request: (f) => ({ method: 'PATCH', path: `/api/tournaments/${f.tournamentId}`, body: { venue: 'Matrix Park' } }) },
    deleteTournament: { allowed: ['admin'], request: async (_f, context) => ({ method: 'DELETE', path: `/api/tournaments/${await newTournament(context)}` }) },
    publishTournament: { allowed: ORGANIZERS, request: (f) => ({ method: 'POST', path: `/api/tournaments/${f.tournamentId}/publish` }) },
    unpublishTournament: { allowed: ORGANIZERS, request: (f) => ({ method: 'POST', path: `/api/tournaments/${f.tournamentId}/unpublish` }) },
    addAgeGroup: { allowed: ORGANIZERS, request: (f) => ({ method: 'POST', path: `/api/tournaments/${f.tournamentId}/age-groups`, body: { name: `u${6 + (counter++ % 14)}` } }) },
    deleteAgeGroup: {
      allowed: ORGANIZERS,
      request: async (f, context) => {
        await context.call('POST', `/api/tournaments/${f.tournamentId}/age-groups`, { token: context.adminToken, headers: context.demoOrg, body: { name: 'u7' } });
        return { method: 'DELETE', path: `/api/tournaments/${f.tournamentId}/age-groups/u7` };
      },
    },
    addDivision: { allowed: ORGANIZERS, request: (f) => ({ method: 'POST', path: `/api/tournaments/${f.tournamentId}/divisions`, body: { name: unique('Division'), age: 'u12', gender: 'girls' } }) },
    updateDivision: { allowed: ORGANIZERS, request: (f) => ({ method: 'PUT', path: `/api/tournaments/${f.tournamentId}/divisions/${f.divisionId}`, body: { gender: 'boys' } }) },
    deleteDivision: {
      allowed: ORGANIZERS,
      request: async (f, context) => {
        const { division } = await asAdmin<{ division: { divisionId: string } }>(context, 'POST', `/api/tournaments/${f.tournamentId}/divisions`, {
          name: unique('Doomed'),
          age: 'u12',
          gender: 'mixed',
        });
        return { method: 'DELETE', path: `/api/tournaments/${f.tournamentId}/divisions/${division.divisionId}` };
      },
    },
    addBracket: { allowed: ORGANIZERS, request: (f) => ({ method: 'POST', path: `/api/tournaments/${f.tournamentId}/brackets`, body: { name: unique('Group') } }) },
    deleteBracket: {
      allowed: ORGANIZERS,
      request: async (f, context) => {
        const { bracket } = await asAdmin<{ bracket: { bracketId: string } }>(context, 'POST', `/api/tournaments/${f.tournamentId}/brackets`, { name: unique('Doomed') });
        return { method: 'DELETE', path: `/api/tournaments/${f.tournamentId}/brackets/${bracket.bracketId}` };
      },
    },
    addTournamentTeam: { allowed: ORGANIZERS, request: (f) => ({ method: 'POST', path: `/api/tournaments/${f.tournamentId}/teams`, body: { team: unique('Added FC'), division: 'Matrix Boys U12' } }) },
    updateTournamentTeam: { allowed: ORGANIZERS, request: (f) => ({ method: 'PUT', path: `/api/tournaments/${f.tournamentId}/teams/${encodeURIComponent(f.teamKey)}`, body: { bracket: 'Group A' } }) },
    deleteTournamentTeam: {
      allowed: ORGANIZERS,
      request: async (f, context) => {
        const { team } = await asAdmin<{ team: { teamKey: string } }>(context, 'POST', `/api/tournaments/${f.tournamentId}/teams`, { team: unique('Doomed FC'), division: 'Matrix Boys U12' });
        return { method: 'DELETE', path: `/api/tournaments/${f.tournamentId}/teams/${encodeURIComponent(team.teamKey)}` };
      },
    },
    listTournamentMatches: { allowed: MATCH_STAFFERS, request: (f) => ({ method: 'GET', path: `/api/tournaments/${f.tournamentId}/matches` }) },
    listTournamentAdmins: { allowed: ['admin'], request: (f) => ({ method: 'GET', path: `/api/tournaments/${f.tournamentId}/admins` }) },
    linkTournamentAdmin: { allowed: ['admin'], request: (f, context) => ({ method: 'POST', path: `/api/tournaments/${f.tournamentId}/admins`, body: { uid: context.uids.get('tournamentadmin') } }) },
    unlinkTournamentAdmin: {
      allowed: ['admin'],
      request: async (_f, context) => ({ method: 'DELETE', path: `/api/tournaments/${await newTournament(context)}/admins/${context.uids.get('tournamentadmin')}` }),
    },

    listTeams: { allowed: [...TEAM_READERS, 'otherCoach', 'otherOrgAdmin'], request: () => ({ method: 'GET', path: '/api/teams' }) },
    createTeam: { allowed: ['admin', 'otherOrgAdmin'], request: () => ({ method: 'POST', path: '/api/teams', body: { name: unique('Created Team'), age: 'u10', gender: 'female' } }) },
    importTeams: {
      allowed: ['admin', 'otherOrgAdmin'],
      request: () => ({ method: 'POST', path: '/api/teams/import', body: { teams: [{ id: unique('sheet').replace(' ', '-'), name: 'Imported Team', age: 'u10', gender: 'male' }] } }),
    },
    getTeam: { allowed: TEAM_READERS, request: (f) => ({ method: 'GET', path: `/api/teams/${f.teamId}` }) },
    updateTeam: { allowed: TEAM_EDITORS, request: (f) => ({ method: 'PUT', path: `/api/teams/${f.teamId}`, body: { age: 'u12' } }) },
    deleteTeam: {
      allowed: ['admin'],
      request: async (_f, context) => {
        const { team } = await asAdmin<{ team: { teamId: string } }>(context, 'POST', '/api/teams', { name: unique('Doomed Team'), age: 'u10', gender: 'male', coachUid: context.uids.get('coach') });
        return { method: 'DELETE', path: `/api/teams/${team.teamId}` };
      },
    },
    listPlayers: { allowed: TEAM_READERS, request: (f) => ({ method: 'GET', path: `/api/teams/${f.teamId}/players` }) },
    addPlayer: { allowed: TEAM_EDITORS, request: (f) => ({ method: 'POST', path: `/api/teams/${f.teamId}/players`, body: { name: letters() } }) },
    importPlayers: { allowed: TEAM_EDITORS, request: (f) => ({ method: 'POST', path: `/api/teams/${f.teamId}/players/import`, body: { players: [{ name: letters() }] } }) },
    updatePlayer: { allowed: TEAM_EDITORS, request: (f) => ({ method: 'PUT', path: `/api/teams/${f.teamId}/players/${f.playerId}`, body: { jerseyNumber: 7 } }) },
    deletePlayer: {
      allowed: TEAM_EDITORS,
      request: async (f, context) => {
        const { player } = await asAdmin<{ player: { playerId: string } }>(context, 'POST', `/api/teams/${f.teamId}/players`, { name: letters() });
        return { method: 'DELETE', path: `/api/teams/${f.teamId}/players/${player.playerId}` };
      },
    },
  },
});
