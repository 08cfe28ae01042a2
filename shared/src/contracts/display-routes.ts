import { announcementInputSchema, displaySessionInputSchema, displaySettingsSchema } from '../venue/display-api';
// Answers from their own module: the web bundles them without the input schemas (which it cuts from the entries).
import { announcementListSchema, announcementSchema, displayLinkListSchema, displayLinkSchema, displaySessionSchema } from '../venue/display-answers';
import { defineRoute } from '../platform/route-entry';

// The venue screen (issue 35): display links, the display's session, announcements.

const ORGANIZERS = ['admin', 'tournamentadmin'] as const;

export const listDisplayLinksRoute = /* @__PURE__ */ defineRoute({
  id: 'listDisplayLinks',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/displays',
  service: 'tournaments',
  auth: 'jwt',
  roles: ORGANIZERS,
  summary: "The tournament's display links (not revoked), each with its screen settings; never the token",
  ok: { status: 200, schema: displayLinkListSchema },
});

export const createDisplayLinkRoute = /* @__PURE__ */ defineRoute({
  id: 'createDisplayLink',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/displays',
  service: 'tournaments',
  auth: 'jwt',
  roles: ORGANIZERS,
  summary: 'Create a display link for an unattended screen: divisions shown, rotation speed, language, light or dark',
  description: 'The answer carries the token once; only its hash is stored. The link reads public data only.',
  body: displaySettingsSchema,
  ok: { status: 201, schema: displayLinkSchema },
});

export const updateDisplayLinkRoute = /* @__PURE__ */ defineRoute({
  id: 'updateDisplayLink',
  method: 'PUT',
  path: '/api/tournaments/{tournamentId}/displays/{linkId}',
  service: 'tournaments',
  auth: 'jwt',
  roles: ORGANIZERS,
  summary: "Change a display link's settings; the screen follows at its next refresh",
  body: displaySettingsSchema,
  ok: { status: 200, schema: displayLinkSchema },
});

export const revokeDisplayLinkRoute = /* @__PURE__ */ defineRoute({
  id: 'revokeDisplayLink',
  method: 'DELETE',
  path: '/api/tournaments/{tournamentId}/displays/{linkId}',
  service: 'tournaments',
  auth: 'jwt',
  roles: ORGANIZERS,
  summary: 'Revoke a display link: the screen stops at its next refresh',
  ok: { status: 200, schema: displayLinkSchema },
});

export const displaySessionRoute = /* @__PURE__ */ defineRoute({
  id: 'displaySession',
  method: 'POST',
  path: '/api/displays/session',
  service: 'tournaments',
  auth: 'public',
  roles: 'public',
  summary: "A display's link, proved by its token: the published tournament it shows, its settings and the announcements",
  description: 'The token travels in the body, never in a URL, and is looked up by its hash. A revoked, forged or unknown token, or a tournament that is not published, answers 404.',
  body: displaySessionInputSchema,
  ok: { status: 200, schema: displaySessionSchema },
});

export const listAnnouncementsRoute = /* @__PURE__ */ defineRoute({
  id: 'listAnnouncements',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/announcements',
  service: 'tournaments',
  auth: 'jwt',
  roles: ORGANIZERS,
  summary: 'The announcements shown now (not withdrawn), newest first',
  ok: { status: 200, schema: announcementListSchema },
});

export const createAnnouncementRoute = /* @__PURE__ */ defineRoute({
  id: 'createAnnouncement',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/announcements',
  service: 'tournaments',
  auth: 'jwt',
  roles: ORGANIZERS,
  summary: 'Announce a message on every display at once; an urgent one takes the whole screen. It stays until withdrawn.',
  body: announcementInputSchema,
  ok: { status: 201, schema: announcementSchema },
});

export const withdrawAnnouncementRoute = /* @__PURE__ */ defineRoute({
  id: 'withdrawAnnouncement',
  method: 'DELETE',
  path: '/api/tournaments/{tournamentId}/announcements/{announcementId}',
  service: 'tournaments',
  auth: 'jwt',
  roles: ORGANIZERS,
  summary: 'Withdraw an announcement: it leaves every display at once',
  ok: { status: 200, schema: announcementSchema },
});
