import { consoleEvent } from '../../support/tournament-fixture';
import { defineCases, type ActorKind, type MatrixContext } from './matrix-types';

/**
 * The matches service's lines. Fixtures in the demo organization: a tournament the demo tournament admin
 * is linked to, whose first match has the demo referee assigned and the demo coach coaching its home team
 * (completed, so it can be confirmed), and a second match that assignment requests aim at. Two more
 * completed matches of the coached team: one the coach may dispute, one already disputed (to resolve).
 */
const MEMBERS: ActorKind[] = ['admin', 'tournamentadmin', 'referee', 'coach', 'medic', 'refereeassignor', 'otherCoach', 'crossLinkedTournamentAdmin'];

async function asAdmin<T>(context: MatrixContext, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await context.call<T>(method, path, { token: context.adminToken, headers: context.demoOrg, ...(body !== undefined ? { body } : {}) });
  if (answer.status >= 300) throw new Error(`Fixture ${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export const matchesCases = defineCases({
  async setup(context) {
    const today = new Date().toISOString().slice(0, 10);
    const { tournament } = await asAdmin<{ tournament: { tournamentId: string } }>(context, 'POST', '/api/tournaments', {
      name: `Matrix Matches ${Date.now()}`,
      type: 'tournament',
      days: 'weekends',
      startDate: today,
      endDate: today,
      venue: 'Matrix Park',
      ageGroups: ['u12'],
      genders: ['boys'],
    });
    const tournamentId = tournament.tournamentId;
    await asAdmin(context, 'POST', `/api/tournaments/${tournamentId}/admins`, { uid: context.uids.get('tournamentadmin') });
    await asAdmin(context, 'POST', `/api/tournaments/${tournamentId}/divisions`, { name: 'Matrix U12', age: 'u12', gender: 'boys' });
    const { team } = await asAdmin<{ team: { teamId: string } }>(context, 'POST', '/api/teams', {
      name: `Matrix Coached ${Date.now()}`,
      age: 'u12',
      gender: 'male',
      coachUid: context.uids.get('coach'),
    });
    const home = await asAdmin<{ team: { teamKey: string } }>(context, 'POST', `/api/tournaments/${tournamentId}/teams`, { team: 'Matrix Home', division: 'Matrix U12', teamId: team.teamId });
    await asAdmin(context, 'POST', `/api/tournaments/${tournamentId}/teams`, { team: 'Matrix Away', division: 'Matrix U12' });
    const fixture = { division: 'Matrix U12', age: 'u12', gender: 'boys', date: today, homeTeam: 'Matrix Home', awayTeam: 'Matrix Away' };
    const played = await asAdmin<{ matchId: string }>(context, 'POST', `/api/tournaments/${tournamentId}/matches`, { ...fixture, time: '09:00' });
    const spare = await asAdmin<{ matchId: string }>(context, 'POST', `/api/tournaments/${tournamentId}/matches`, { ...fixture, time: '11:00' });
    await asAdmin(context, 'PUT', `/api/tournaments/${tournamentId}/matches/${played.matchId}/referee`, { refereeId: context.uids.get('referee') });
    await asAdmin(context, 'POST', `/api/tournaments/${tournamentId}/matches/${played.matchId}/events`, { events: [consoleEvent('start'), consoleEvent('complete')] });
    const completed = async (time: string) => {
      const match = await asAdmin<{ matchId: string }>(context, 'POST', `/api/tournaments/${tournamentId}/matches`, { ...fixture, time });
      await asAdmin(context, 'POST', `/api/tournaments/${tournamentId}/matches/${match.matchId}/events`, { events: [consoleEvent('start'), consoleEvent('complete')] });
      return `/api/tournaments/${tournamentId}/matches/${match.matchId}`;
    };
    const disputablePath = await completed('13:00');
    // A sending-off in the day's first match: a suspension the discipline routes can read and decide on.
    const sentOff = await asAdmin<{ matchId: string }>(context, 'POST', `/api/tournaments/${tournamentId}/matches`, { ...fixture, time: '08:00' });
    await asAdmin(context, 'POST', `/api/tournaments/${tournamentId}/matches/${sentOff.matchId}/events`, {
      events: [consoleEvent('start'), consoleEvent('card', { teamType: 'home', playerId: 'matrix-sent-off', playerName: 'Matrix Sent Off', cardType: 'red' }), consoleEvent('complete')],
    });
    // A dispute is resolved once: every caller gets an open one of its own, so an allowed caller after the
    // first still meets a dispute it may resolve (a 2xx), and a refused one is refused for who it is.
    let disputes = 0;
    const openDisputeResolutionPath = async () => {
      const disputedPath = await completed(`${String(15 + Math.floor(disputes / 12)).padStart(2, '0')}:${String((disputes++ % 12) * 5).padStart(2, '0')}`);
      const opened = await context.call<{ disputes?: { disputeId: string }[] }>('POST', `${disputedPath}/disputes`, {
        token: context.tokens.get('coach') as string,
        headers: context.demoOrg,
        body: { teamType: 'home', reason: 'Matrix dispute' },
      });
      if (opened.status !== 201) throw new Error(`Fixture dispute answered ${opened.status}: ${JSON.stringify(opened.body)}`);
      return `${disputedPath}/disputes/${opened.body.disputes?.[0]?.disputeId ?? ''}/resolution`;
    };
    return {
      tournamentId,
      matchPath: `/api/tournaments/${tournamentId}/matches/${played.matchId}`,
      spareMatchId: spare.matchId,
      disputablePath,
      openDisputeResolutionPath,
      homeTeamKey: home.team.teamKey,
      suspensionId: `${sentOff.matchId}:matrix-sent-off:sent-off`,
    };
  },
  cases: {
    createMatch: {
      allowed: ['admin', 'tournamentadmin'],
      request: (fixtures) => ({
        method: 'POST',
        path: `/api/tournaments/${fixtures.tournamentId}/matches`,
        body: { division: 'Matrix U12', age: 'u12', gender: 'boys', date: '2026-07-01', time: '15:00', homeTeam: 'Matrix Away', awayTeam: 'Matrix Home' },
      }),
    },
    listAssignedMatches: { allowed: ['referee'], request: () => ({ method: 'GET', path: '/api/matches/assigned' }) },
    listCoachedMatches: { allowed: ['coach', 'otherCoach'], request: () => ({ method: 'GET', path: '/api/matches/coached' }) },
    listTodayMatches: { allowed: ['medic'], request: () => ({ method: 'GET', path: '/api/matches/today' }) },
    matchRosters: { allowed: ['admin', 'referee', 'medic'], request: (fixtures) => ({ method: 'GET', path: `${fixtures.matchPath}/rosters` }) },
    getMatch: { allowed: MEMBERS, request: (fixtures) => ({ method: 'GET', path: fixtures.matchPath }) },
    // A pause after full time is refused by the match, not by the policy: allowed callers get a 200.
    recordMatchEvents: { allowed: ['admin', 'referee'], request: (fixtures) => ({ method: 'POST', path: `${fixtures.matchPath}/events`, body: { events: [consoleEvent('pause')] } }) },
    assignReferee: {
      allowed: ['admin', 'refereeassignor'],
      request: (fixtures) => ({ method: 'PUT', path: `/api/tournaments/${fixtures.tournamentId}/matches/${fixtures.spareMatchId}/referee`, body: { refereeId: null } }),
    },
    assignReferees: {
      allowed: ['admin', 'refereeassignor'],
      request: (fixtures) => ({ method: 'POST', path: `/api/tournaments/${fixtures.tournamentId}/referee-assignments`, body: { assignments: [{ matchId: fixtures.spareMatchId, refereeId: null }] } }),
    },
    listReferees: { allowed: ['admin', 'refereeassignor', 'otherOrgAdmin'], request: () => ({ method: 'GET', path: '/api/referees' }) },
    confirmScore: { allowed: ['coach'], request: (fixtures) => ({ method: 'POST', path: `${fixtures.matchPath}/confirmations`, body: { teamType: 'home' } }) },
    recordIncident: {
      allowed: ['medic'],
      request: (fixtures) => ({
        method: 'POST',
        path: `${fixtures.matchPath}/incidents`,
        body: { teamType: 'home', playerName: 'Matrix Player', injury: 'Bruise', treatment: 'Ice', returnedToPlay: true },
      }),
    },
    listIncidents: { allowed: ['admin', 'tournamentadmin', 'coach', 'medic'], request: (fixtures) => ({ method: 'GET', path: `${fixtures.matchPath}/incidents` }) },
    matchAudit: { allowed: ['admin', 'tournamentadmin'], request: (fixtures) => ({ method: 'GET', path: `${fixtures.matchPath}/events` }) },
    // Disputes: the first allowed caller gets a 2xx; later ones may be refused by the flow (409), never by the policy.
    disputeResult: { allowed: ['coach'], request: (fixtures) => ({ method: 'POST', path: `${fixtures.disputablePath}/disputes`, body: { teamType: 'home', reason: 'The score is wrong' } }) },
    listDisputes: { allowed: ['admin', 'tournamentadmin'], request: (fixtures) => ({ method: 'GET', path: `/api/tournaments/${fixtures.tournamentId}/disputes` }) },
    resolveDispute: { allowed: ['admin', 'tournamentadmin'], request: async (fixtures) => ({ method: 'POST', path: await fixtures.openDisputeResolutionPath(), body: { decision: 'uphold' } }) },
    getDisciplineRules: { allowed: ['admin', 'tournamentadmin'], request: (fixtures) => ({ method: 'GET', path: `/api/tournaments/${fixtures.tournamentId}/discipline/rules` }) },
    putDisciplineRules: {
      allowed: ['admin', 'tournamentadmin'],
      request: (fixtures) => ({
        method: 'PUT',
        path: `/api/tournaments/${fixtures.tournamentId}/discipline/rules`,
        body: { redCardMatches: 1, yellowCardsForSuspension: 3, yellowCardScope: 'tournament', divisions: [] },
      }),
    },
    listDiscipline: { allowed: ['admin', 'tournamentadmin'], request: (fixtures) => ({ method: 'GET', path: `/api/tournaments/${fixtures.tournamentId}/discipline` }) },
    decideSuspension: {
      allowed: ['admin', 'tournamentadmin'],
      request: (fixtures) => ({
        method: 'POST',
        path: `/api/tournaments/${fixtures.tournamentId}/discipline/decisions`,
        body: { suspensionId: fixtures.suspensionId, action: 'extend', matches: 1, reason: 'Matrix decision' },
      }),
    },
    // Only the coach of that very team among the coaches: another coach of the organization is refused.
    teamSuspensions: {
      allowed: ['admin', 'tournamentadmin', 'coach'],
      request: (fixtures) => ({ method: 'GET', path: `/api/tournaments/${fixtures.tournamentId}/teams/${fixtures.homeTeamKey}/suspensions` }),
    },
    resetMatches: { allowed: ['admin'], request: (fixtures) => ({ method: 'POST', path: `/api/tournaments/${fixtures.tournamentId}/matches/reset` }) },
    // The check-in desk is the organizer's (docs/decisions/0065); a team's passes are also its own coach's.
    getCheckInSettings: { allowed: ['admin', 'tournamentadmin'], request: (fixtures) => ({ method: 'GET', path: `/api/tournaments/${fixtures.tournamentId}/check-in/settings` }) },
    putCheckInSettings: {
      allowed: ['admin', 'tournamentadmin'],
      request: (fixtures) => ({ method: 'PUT', path: `/api/tournaments/${fixtures.tournamentId}/check-in/settings`, body: { ageRules: [], squadFreezeAt: null } }),
    },
    getCheckInBoard: { allowed: ['admin', 'tournamentadmin'], request: (fixtures) => ({ method: 'GET', path: `/api/tournaments/${fixtures.tournamentId}/check-in` }) },
    recordCheckInMarks: {
      allowed: ['admin', 'tournamentadmin'],
      request: (fixtures) => ({
        method: 'POST',
        path: `/api/tournaments/${fixtures.tournamentId}/check-in/marks`,
        body: { marks: [{ markId: 'matrix-mark', teamKey: fixtures.homeTeamKey, playerId: null, present: true, at: new Date().toISOString() }] },
      }),
    },
    teamPasses: { allowed: ['admin', 'tournamentadmin', 'coach'], request: (fixtures) => ({ method: 'GET', path: `/api/tournaments/${fixtures.tournamentId}/teams/${fixtures.homeTeamKey}/passes` }) },
  },
});
