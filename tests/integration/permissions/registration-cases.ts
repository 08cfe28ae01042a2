import { divisionIdOf } from '@pitchside/shared';
import { defineCases, type ActorKind } from './matrix-types';

const ALL: ActorKind[] = ['anonymous', 'admin', 'tournamentadmin', 'referee', 'coach', 'medic', 'refereeassignor', 'otherCoach', 'otherOrgAdmin', 'crossLinkedTournamentAdmin'];
// The demo tournament admin manages tournaments they organize or are linked to: the fixture's is linked to them.
const ORGANIZERS: ActorKind[] = ['admin', 'tournamentadmin'];

/** Registration: the organizer's routes on a published tournament of the demo organization, and the public ones. */
export const registrationCases = defineCases({
  async setup(context) {
    const today = new Date().toISOString().slice(0, 10);
    const created = await context.call<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
      token: context.adminToken,
      headers: context.demoOrg,
      body: { name: `Matrix Registration ${Date.now()}`, type: 'tournament', days: 'weekends', startDate: today, endDate: today, venue: 'Matrix Park', ageGroups: ['u12'], genders: ['boys'] },
    });
    const tournamentId = created.body.tournament.tournamentId;
    const base = `/api/tournaments/${tournamentId}`;
    const as = { token: context.adminToken, headers: context.demoOrg };
    await context.call('POST', `${base}/divisions`, { ...as, body: { name: 'Boys U12', age: 'u12', gender: 'boys' } });
    await context.call('POST', `${base}/admins`, { ...as, body: { uid: context.uids.get('tournamentadmin') } });
    await context.call('POST', `${base}/publish`, as);
    const divisionId = divisionIdOf('Boys U12');
    const venue = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16);
    await context.call('PUT', `${base}/registration/divisions/${divisionId}`, { ...as, body: { opensAt: venue(-1), closesAt: venue(7), places: 500, entryFee: 0, currency: 'EUR' } });
    const applicationKey = `matrix-${Date.now()}`;
    const applied = await context.call<{ teams: { team: string }[] }>('POST', `/api/registration/tournaments/${tournamentId}/applications`, {
      body: {
        idempotencyKey: applicationKey,
        club: 'Matrix FC',
        contactName: 'Mia Matrix',
        contactEmail: 'matrix@example.test',
        language: 'en',
        acceptTerms: true,
        teams: [{ name: 'Matrix Decided', divisionId, age: 'u12', gender: 'boys' }],
      },
    });
    if (applied.status !== 201) throw new Error(`Matrix registration fixture: ${applied.status}`);
    return { tournamentId, base, divisionId, applicationKey };
  },
  cases: {
    getRegistration: { allowed: ORGANIZERS, request: (f) => ({ method: 'GET', path: `${f.base}/registration` }) },
    saveRegistration: {
      allowed: ORGANIZERS,
      request: (f) => {
        const venue = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16);
        return { method: 'PUT', path: `${f.base}/registration/divisions/${f.divisionId}`, body: { opensAt: venue(-1), closesAt: venue(7), places: 500, entryFee: 0, currency: 'EUR' } };
      },
    },
    setRegistrationState: { allowed: ORGANIZERS, request: (f) => ({ method: 'POST', path: `${f.base}/registration/divisions/${f.divisionId}/state`, body: { state: 'open' } }) },
    listEntries: { allowed: ORGANIZERS, request: (f) => ({ method: 'GET', path: `${f.base}/registration/divisions/${f.divisionId}/entries` }) },
    // Accepting an accepted team changes nothing: a 200 each time, for whoever may decide.
    decideEntry: { allowed: ORGANIZERS, request: (f) => ({ method: 'POST', path: `${f.base}/registration/entries/matrixdecided/decision`, body: { action: 'accept' } }) },
    exportEntriesCsv: { allowed: ORGANIZERS, request: (f) => ({ method: 'GET', path: `${f.base}/registration/entries.csv` }) },
    publicRegistration: { allowed: ALL, request: (f) => ({ method: 'GET', path: `/api/public/tournaments/${f.tournamentId}/registration` }) },
    // The club's own page: whoever holds the application's key (no account) sees it.
    applicationStatus: { allowed: ALL, request: (f) => ({ method: 'POST', path: `/api/registration/tournaments/${f.tournamentId}/applications/status`, body: { applicationKey: f.applicationKey } }) },
    // Anyone may apply; each caller sends its own key and team, so each gets a 201.
    submitApplication: {
      allowed: ALL,
      request: (f) => {
        const label = Math.random().toString(36).slice(2, 10);
        return {
          method: 'POST',
          path: `/api/registration/tournaments/${f.tournamentId}/applications`,
          body: {
            idempotencyKey: `matrix-${label}`,
            club: 'Matrix FC',
            contactName: 'Mia Matrix',
            contactEmail: 'matrix@example.test',
            language: 'en',
            acceptTerms: true,
            teams: [{ name: `Matrix ${label}`, divisionId: f.divisionId, age: 'u12', gender: 'boys' }],
          },
        };
      },
    },
  },
});
