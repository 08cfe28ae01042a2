import { defineCases, type MatrixContext } from './matrix-types';

const ASSIGNORS = ['admin', 'refereeassignor'] as const;
const today = () => new Date().toISOString().slice(0, 10);
const availability = () => ({ windows: [{ date: today(), start: '07:00', end: '22:00' }], pitches: [], maxMatchesPerDay: 4, ages: ['u12'], roles: ['centre'], unavailable: [], clubs: [] });
let hour = 6;

/**
 * Referees (issue 34) on a tournament of the demo organization. Each offer a case answers is made for that
 * call on a match of its own (through the API, as the assignor and the demo referee would), so every
 * allowed caller finds an offer in the state its step needs.
 */
export const refereesCases = defineCases({
  async setup(context) {
    const as = { token: context.adminToken, headers: context.demoOrg };
    const created = await context.call<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
      ...as,
      body: { name: `Matrix Referees ${Date.now()}`, type: 'tournament', days: 'weekends', startDate: today(), endDate: today(), venue: 'Matrix Park', ageGroups: ['u12'], genders: ['boys'] },
    });
    const tournamentId = created.body.tournament.tournamentId;
    const base = `/api/tournaments/${tournamentId}`;
    await context.call('POST', `${base}/divisions`, { ...as, body: { name: 'Boys U12', age: 'u12', gender: 'boys' } });
    for (const team of ['Matrix A', 'Matrix B']) await context.call('POST', `${base}/teams`, { ...as, body: { team, division: 'Boys U12' } });
    const refereeToken = context.tokens.get('referee') as string;
    await context.call('PUT', `${base}/referees/me/availability`, { token: refereeToken, body: availability() });
    return { tournamentId, base };
  },
  cases: {
    myRefereeTournaments: { allowed: ['referee'], request: () => ({ method: 'GET', path: '/api/referees/me/tournaments' }) },
    getMyAvailability: { allowed: ['referee'], request: (f) => ({ method: 'GET', path: `${f.base}/referees/me/availability` }) },
    saveMyAvailability: { allowed: ['referee'], request: (f) => ({ method: 'PUT', path: `${f.base}/referees/me/availability`, body: availability() }) },
    refereeCandidates: { allowed: ASSIGNORS, request: async (f, context) => ({ method: 'GET', path: `${f.base}/matches/${await newMatch(context, f.base)}/referee-candidates` }) },
    listRefereeOffers: { allowed: ASSIGNORS, request: (f) => ({ method: 'GET', path: `${f.base}/referees/offers` }) },
    createRefereeOffers: {
      allowed: ASSIGNORS,
      request: async (f, context) => ({
        method: 'POST',
        path: `${f.base}/referees/offers`,
        body: { offers: [{ matchId: await newMatch(context, f.base), refereeUid: context.uids.get('referee'), role: 'centre' }], expiresAt: inADay() },
      }),
    },
    fillRefereeDay: { allowed: ASSIGNORS, request: (f) => ({ method: 'POST', path: `${f.base}/referees/fill-day`, body: { date: today() } }) },
    lockRefereePlan: { allowed: ASSIGNORS, request: (f) => ({ method: 'PUT', path: `${f.base}/referees/plan`, body: { locked: false } }) },
    myRefereeOffers: { allowed: ['referee'], request: () => ({ method: 'GET', path: '/api/referees/me/offers' }) },
    answerRefereeOffer: {
      allowed: ['referee'],
      request: async (f, context) => ({ method: 'POST', path: `${f.base}/referees/offers/${await offerIn(context, f.base, 'offered')}/answer`, body: { answer: 'accept' } }),
    },
    requestRefereeRelease: {
      allowed: ['referee'],
      request: async (f, context) => ({ method: 'POST', path: `${f.base}/referees/offers/${await offerIn(context, f.base, 'accepted')}/release-request`, body: { reason: 'Matrix' } }),
    },
    decideRefereeRelease: {
      allowed: ASSIGNORS,
      request: async (f, context) => ({ method: 'POST', path: `${f.base}/referees/offers/${await offerIn(context, f.base, 'releaseRequested')}/release-decision`, body: { decision: 'keep' } }),
    },
  },
});

const inADay = () => new Date(Date.now() + 86_400_000).toISOString();

async function newMatch(context: MatrixContext, base: string): Promise<string> {
  hour = hour >= 22 ? 6 : hour + 1;
  const made = await context.call<{ matchId: string }>('POST', `${base}/matches`, {
    token: context.adminToken,
    headers: context.demoOrg,
    body: { division: 'Boys U12', age: 'u12', gender: 'boys', date: today(), time: `${String(hour).padStart(2, '0')}:00`, homeTeam: 'Matrix A', awayTeam: 'Matrix B', field: 'Pitch 1' },
  });
  if (made.status !== 201) throw new Error(`Matrix referees match: ${made.status}`);
  return made.body.matchId;
}

/** An offer to the demo referee on a match of its own, brought to `state` through the API. */
async function offerIn(context: MatrixContext, base: string, state: 'offered' | 'accepted' | 'releaseRequested'): Promise<string> {
  const matchId = await newMatch(context, base);
  const made = await context.call<{ offers: { offerId: string }[] }>('POST', `${base}/referees/offers`, {
    token: context.adminToken,
    headers: context.demoOrg,
    body: { offers: [{ matchId, refereeUid: context.uids.get('referee'), role: 'centre' }], expiresAt: inADay() },
  });
  const offerId = made.body.offers[0]?.offerId ?? '';
  const referee = { token: context.tokens.get('referee') as string };
  if (state !== 'offered') await context.call('POST', `${base}/referees/offers/${offerId}/answer`, { ...referee, body: { answer: 'accept' } });
  if (state === 'releaseRequested') await context.call('POST', `${base}/referees/offers/${offerId}/release-request`, { ...referee, body: { reason: 'Matrix' } });
  return offerId;
}
