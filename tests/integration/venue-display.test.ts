import { createDatabase } from '@pitchside/core/data';
import { dynamo } from '@pitchside/core/aws';
import { DISPLAY_LIMITS, liveTopics, ORGANIZATION_HEADER } from '@pitchside/shared';
import WebSocket from 'ws';
import { apiClient, uniqueEmail } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { signIn, signInDemo } from '../support/sign-in';
import { createTournamentFixture, DEMO_ORG_HEADERS, type TournamentFixture } from '../support/tournament-fixture';

/** The venue screen (issue 35): display links, the display's session, announcements on the displays' sockets. */
const cloud = localCloudHandle();
const call = apiClient(cloud);
const db = createDatabase(cloud.resources.tableName, dynamo());
let adminToken: string;
let cup: TournamentFixture;
let otherCup: TournamentFixture;
let otherOrg: { token: string; headers: Record<string, string> };
const as = () => ({ token: adminToken, headers: DEMO_ORG_HEADERS });
const base = (tournamentId: string) => `/api/tournaments/${tournamentId}`;

interface Link {
  linkId: string;
  token?: string;
  settings: { name: string; divisions: string[]; rotationSeconds: number; locale: string; theme: string };
}
interface Said {
  message: string;
  fields?: Record<string, string>;
}

beforeAll(async () => {
  adminToken = await signInDemo(cloud, 'admin');
  cup = await createTournamentFixture(call, adminToken, { name: `Screen Cup ${Date.now()}`, teamNames: ['Alpha', 'Bravo'], published: true });
  otherCup = await createTournamentFixture(call, adminToken, { name: `Other Screen Cup ${Date.now()}`, teamNames: ['Alpha', 'Bravo'], published: true });
  const person = { email: uniqueEmail('venue-other-admin'), password: 'Other1234' };
  await call('POST', '/api/auth/signup', { body: { ...person, displayName: 'Other Admin', organizationName: 'Other Venue Organizers' } });
  const token = (await signIn(cloud, person.email, person.password)).idToken;
  const orgId = (await call<{ organizations: { orgId: string }[] }>('GET', '/api/me', { token })).body.organizations[0]?.orgId ?? '';
  otherOrg = { token, headers: { [ORGANIZATION_HEADER]: orgId } };
}, 60_000);

async function createLink(tournamentId: string, body: Record<string, unknown> = { name: 'Clubhouse TV' }): Promise<Link> {
  const created = await call<Link>('POST', `${base(tournamentId)}/displays`, { ...as(), body });
  expect(created.status).toBe(201);
  return created.body;
}
const session = (token: string) =>
  call<{ tournamentId: string; settings: Link['settings']; announcements: { text: string; urgent: boolean }[] } & Said>('POST', '/api/displays/session', { body: { token } });

describe('display links', () => {
  it('gives the token once, stores only its hash, and the display reads its tournament and settings with it', async () => {
    const link = await createLink(cup.tournamentId, { name: 'Clubhouse TV', divisions: [cup.division], rotationSeconds: 20, locale: 'sv', theme: 'light' });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const listed = await call<{ links: Link[] }>('GET', `${base(cup.tournamentId)}/displays`, as());
    const mine = listed.body.links.find((candidate) => candidate.linkId === link.linkId);
    expect(mine).toMatchObject({ settings: { name: 'Clubhouse TV', locale: 'sv', theme: 'light' } });
    expect(mine?.token).toBeUndefined();
    const { data } = await db.entities.displayLink.get({ tournamentId: cup.tournamentId, linkId: link.linkId }).go();
    expect(JSON.stringify(data)).not.toContain(link.token);

    const opened = await session(link.token ?? '');
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ tournamentId: cup.tournamentId, settings: { divisions: [cup.division], rotationSeconds: 20, locale: 'sv', theme: 'light' } });
  });

  it('stops a revoked link at its next read, and a forged one never opens', async () => {
    const link = await createLink(cup.tournamentId);
    expect((await session(link.token ?? '')).status).toBe(200);
    expect((await call('DELETE', `${base(cup.tournamentId)}/displays/${link.linkId}`, as())).status).toBe(200);
    const revoked = await session(link.token ?? '');
    expect(revoked.status).toBe(404);
    expect(revoked.body.message).toBe('This display link was revoked or does not exist. Ask the organizer for a new one.');
    const forged = await session(`${(link.token ?? '').slice(0, -2)}xx`);
    expect(forged.status).toBe(404);
    expect((await call('DELETE', `${base(cup.tournamentId)}/displays/${link.linkId}`, as())).status).toBe(404);
  });

  it('shows nothing of a tournament that is unpublished after the link was made', async () => {
    const draftable = await createTournamentFixture(call, adminToken, { name: `Unpublished Screen ${Date.now()}`, teamNames: ['Alpha', 'Bravo'], published: true });
    const link = await createLink(draftable.tournamentId);
    expect((await call('POST', `${base(draftable.tournamentId)}/unpublish`, as())).status).toBe(200);
    expect((await session(link.token ?? '')).status).toBe(404);
  });

  it("refuses another organization's admin, and a link id under another tournament's path", async () => {
    const link = await createLink(cup.tournamentId);
    expect((await call('GET', `${base(cup.tournamentId)}/displays`, otherOrg)).status).toBe(404);
    expect((await call('DELETE', `${base(cup.tournamentId)}/displays/${link.linkId}`, otherOrg)).status).toBe(404);
    expect((await call('POST', `${base(cup.tournamentId)}/displays`, { ...otherOrg, body: { name: 'Intruder TV' } })).status).toBe(404);
    // The same organizer, but the link belongs to the other tournament: unknown there.
    expect((await call('DELETE', `${base(otherCup.tournamentId)}/displays/${link.linkId}`, as())).status).toBe(404);
    expect((await session(link.token ?? '')).status).toBe(200);
  });

  it('refuses bad settings with a clear message and makes no link', async () => {
    const before = (await call<{ links: Link[] }>('GET', `${base(otherCup.tournamentId)}/displays`, as())).body.links.length;
    const slow = await call<Said>('POST', `${base(otherCup.tournamentId)}/displays`, { ...as(), body: { name: 'TV', rotationSeconds: 1 } });
    expect(slow.status).toBe(400);
    expect(slow.body.fields?.rotationSeconds).toBe('Show each panel for 5 to 120 seconds');
    const long = await call('POST', `${base(otherCup.tournamentId)}/displays`, { ...as(), body: { name: 'T'.repeat(DISPLAY_LIMITS.linkName + 1) } });
    expect(long.status).toBe(400);
    expect((await call('POST', '/api/displays/session', { body: { token: 'x'.repeat(DISPLAY_LIMITS.token + 1) } })).status).toBe(400);
    expect((await call<{ links: Link[] }>('GET', `${base(otherCup.tournamentId)}/displays`, as())).body.links.length).toBe(before);
  });
});

function openSocket(topic: string): Promise<{ socket: WebSocket; messages: unknown[] }> {
  return new Promise((resolvePromise, reject) => {
    const socket = new WebSocket(`${cloud.url.replace('http', 'ws')}/ws`);
    const messages: unknown[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { subscribed?: unknown };
      if (message.subscribed) resolvePromise({ socket, messages });
      else messages.push(message);
    });
    socket.once('open', () => socket.send(JSON.stringify({ action: 'subscribe', topics: [topic] })));
    socket.once('error', reject);
  });
}

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('announcements', () => {
  it('reach every display at once, stay in the session until withdrawn, then leave', async () => {
    const { socket, messages } = await openSocket(liveTopics.tournament(otherCup.tournamentId));
    try {
      const text = 'Lightning: all pitches cleared, go to the clubhouse';
      const made = await call<{ announcementId: string; urgent: boolean }>('POST', `${base(otherCup.tournamentId)}/announcements`, { ...as(), body: { text, urgent: true } });
      expect(made.status).toBe(201);
      await until(() => messages.length > 0);
      expect(messages[0]).toMatchObject({ kind: 'announcements', tournamentId: otherCup.tournamentId, announcements: [{ text, urgent: true }] });

      const link = await createLink(otherCup.tournamentId);
      expect((await session(link.token ?? '')).body.announcements).toEqual([expect.objectContaining({ text, urgent: true })]);

      expect((await call('DELETE', `${base(otherCup.tournamentId)}/announcements/${made.body.announcementId}`, as())).status).toBe(200);
      await until(() => messages.length > 1);
      expect(messages[1]).toMatchObject({ kind: 'announcements', announcements: [] });
      expect((await session(link.token ?? '')).body.announcements).toEqual([]);
      expect((await call('DELETE', `${base(otherCup.tournamentId)}/announcements/${made.body.announcementId}`, as())).status).toBe(404);
    } finally {
      socket.close();
    }
  });

  it('refuses one that is too long or empty with a clear message and shows nothing', async () => {
    const tooLong = await call<Said>('POST', `${base(cup.tournamentId)}/announcements`, { ...as(), body: { text: 'A'.repeat(DISPLAY_LIMITS.announcementText + 1), urgent: true } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields?.text).toBe(`An announcement has at most ${DISPLAY_LIMITS.announcementText} characters`);
    expect((await call('POST', `${base(cup.tournamentId)}/announcements`, { ...as(), body: { text: '   ' } })).status).toBe(400);
    const shown = await call<{ announcements: { text: string }[] }>('GET', `${base(cup.tournamentId)}/announcements`, as());
    expect(shown.body.announcements.filter((announcement) => announcement.text.startsWith('AAAA'))).toEqual([]);
  });

  it("cannot be made or withdrawn by another organization's admin", async () => {
    const made = await call<{ announcementId: string }>('POST', `${base(cup.tournamentId)}/announcements`, { ...as(), body: { text: 'Food trucks open at noon' } });
    expect((await call('POST', `${base(cup.tournamentId)}/announcements`, { ...otherOrg, body: { text: 'Fake: match cancelled', urgent: true } })).status).toBe(404);
    expect((await call('DELETE', `${base(cup.tournamentId)}/announcements/${made.body.announcementId}`, otherOrg)).status).toBe(404);
    const shown = await call<{ announcements: { announcementId: string; text: string }[] }>('GET', `${base(cup.tournamentId)}/announcements`, as());
    expect(shown.body.announcements.map((announcement) => announcement.text)).toContain('Food trucks open at noon');
    expect(shown.body.announcements.map((announcement) => announcement.text)).not.toContain('Fake: match cancelled');
  });
});
