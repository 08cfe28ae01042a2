import { defineCases, type ActorKind, type MatrixContext } from './matrix-types';

const ALL: ActorKind[] = ['anonymous', 'admin', 'tournamentadmin', 'referee', 'coach', 'medic', 'refereeassignor', 'otherCoach', 'otherOrgAdmin', 'crossLinkedTournamentAdmin'];
// The demo tournament admin is linked to the fixture's tournament.
const ORGANIZERS: ActorKind[] = ['admin', 'tournamentadmin'];

interface VenueFixtures {
  tournamentId: string;
  base: string;
  linkId: string;
  token: string;
}

const asAdmin = (context: MatrixContext) => ({ token: context.adminToken, headers: context.demoOrg });

/** The venue screen (issue 35): display links and announcements of a published tournament of the demo organization. */
export const venueCases = defineCases<VenueFixtures>({
  async setup(context) {
    const today = new Date().toISOString().slice(0, 10);
    const created = await context.call<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
      ...asAdmin(context),
      body: { name: `Matrix Venue ${Date.now()}`, type: 'tournament', days: 'weekends', startDate: today, endDate: today, venue: 'Matrix Park', ageGroups: ['u12'], genders: ['boys'] },
    });
    const tournamentId = created.body.tournament.tournamentId;
    const base = `/api/tournaments/${tournamentId}`;
    await context.call('POST', `${base}/admins`, { ...asAdmin(context), body: { uid: context.uids.get('tournamentadmin') } });
    await context.call('POST', `${base}/publish`, asAdmin(context));
    const link = await context.call<{ linkId: string; token: string }>('POST', `${base}/displays`, { ...asAdmin(context), body: { name: 'Matrix TV' } });
    if (link.status !== 201) throw new Error(`Matrix venue fixture: ${link.status}`);
    return { tournamentId, base, linkId: link.body.linkId, token: link.body.token };
  },
  cases: {
    listDisplayLinks: { allowed: ORGANIZERS, request: (f) => ({ method: 'GET', path: `${f.base}/displays` }) },
    createDisplayLink: { allowed: ORGANIZERS, request: (f) => ({ method: 'POST', path: `${f.base}/displays`, body: { name: 'Matrix created' } }) },
    updateDisplayLink: { allowed: ORGANIZERS, request: (f) => ({ method: 'PUT', path: `${f.base}/displays/${f.linkId}`, body: { name: 'Matrix TV', theme: 'light' } }) },
    // Each caller aims at a link of its own, made by the admin just before: a revoked link is gone for the next.
    revokeDisplayLink: {
      allowed: ORGANIZERS,
      request: async (f, context) => {
        const made = await context.call<{ linkId: string }>('POST', `${f.base}/displays`, { ...asAdmin(context), body: { name: 'Matrix to revoke' } });
        const revoked = await context.call('DELETE', `${f.base}/displays/${made.body.linkId}`, asAdmin(context));
        if (revoked.status !== 200) throw new Error(`Matrix venue: revoke ${revoked.status}`);
        // A fresh one for the caller under test (the admin's revoke above keeps the tournament under its limit).
        const target = await context.call<{ linkId: string }>('POST', `${f.base}/displays`, { ...asAdmin(context), body: { name: 'Matrix target' } });
        return { method: 'DELETE', path: `${f.base}/displays/${target.body.linkId}` };
      },
    },
    // Whoever holds the link's token (a TV, no account) reads the session.
    displaySession: { allowed: ALL, request: (f) => ({ method: 'POST', path: '/api/displays/session', body: { token: f.token } }) },
    listAnnouncements: { allowed: ORGANIZERS, request: (f) => ({ method: 'GET', path: `${f.base}/announcements` }) },
    createAnnouncement: { allowed: ORGANIZERS, request: (f) => ({ method: 'POST', path: `${f.base}/announcements`, body: { text: 'Matrix: toilets by the car park are open' } }) },
    withdrawAnnouncement: {
      allowed: ORGANIZERS,
      request: async (f, context) => {
        // Withdraw what is shown first, so the tournament stays under its limit of shown announcements.
        const shown = await context.call<{ announcements: { announcementId: string }[] }>('GET', `${f.base}/announcements`, asAdmin(context));
        for (const { announcementId } of shown.body.announcements) await context.call('DELETE', `${f.base}/announcements/${encodeURIComponent(announcementId)}`, asAdmin(context));
        const made = await context.call<{ announcementId: string }>('POST', `${f.base}/announcements`, { ...asAdmin(context), body: { text: 'Matrix: to withdraw' } });
        return { method: 'DELETE', path: `${f.base}/announcements/${encodeURIComponent(made.body.announcementId)}` };
      },
    },
  },
});
