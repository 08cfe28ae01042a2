import * as fs from 'node:fs';
import * as path from 'node:path';
import { HTTP_SERVICES, ROLES, ROUTES, type RouteDefinition } from '@pitchside/shared';

/**
 * The function-level half of docs/permissions.md, written from the route manifest: every route of every
 * service and the roles that may call it. `npm run docs:permissions` rewrites it; permissions-doc.test.ts
 * fails when the page and the manifest disagree.
 */
export const PERMISSIONS_DOC = path.join(__dirname, '..', '..', 'docs', 'permissions.md');
export const BEGIN = '<!-- generated from shared/src/platform/routes.ts by `npm run docs:permissions`: edit the manifest, not this table -->';
export const END = '<!-- end of generated routes -->';

const SERVICE_TITLES: Record<(typeof HTTP_SERVICES)[number], string> = {
  accounts: 'Accounts: who you are, users, invitations',
  tournaments: 'Tournaments: tournaments, structure, teams, players, public reads, calendars, printing',
  imports: 'Imports: spreadsheet uploads and progress',
  matches: 'Matches: the referee console, assignment, confirmations, disputes, incidents',
  payments: 'Payments: Stripe Checkout and its webhook',
  scheduling: 'Scheduling: venue, generation, the board, weather days, running late, versions',
  notifications: 'Notifications: following a team, match or division on a phone (Web Push), signed-in devices',
  registration: 'Registration: clubs apply with teams, places and the waiting line, the organizer decides',
  'referee-pay': "Referee pay: the organizer's rates, referees' statements (page, CSV, PDF), the payroll summary, paid marks",
  referees: 'Referees: availability, offers they accept or decline, release requests, the automatic fill of a day',
};

function cell(route: RouteDefinition, role: string): string {
  if (route.auth === 'public') return '✓';
  if (route.roles === 'any-signed-in' || route.roles === 'public') return '✓';
  return (route.roles as readonly string[]).includes(role) ? '✓' : '403';
}

/** The generated section: one table per service, a row per route, a column per caller kind. */
export function permissionsTables(): string {
  const header = `| Route | anonymous | ${ROLES.join(' | ')} |\n|---|${['', ...ROLES].map(() => '---').join('|')}|`;
  const sections = HTTP_SERVICES.map((service) => {
    const rows = ROUTES.filter((route) => route.service === service).map(
      (route: RouteDefinition) => `| \`${route.method} ${route.path}\` (${route.id}) | ${route.auth === 'public' ? '✓' : '401'} | ${ROLES.map((role) => cell(route, role)).join(' | ')} |`,
    );
    return `### ${SERVICE_TITLES[service]}\n\n${header}\n${rows.join('\n')}`;
  });
  return [BEGIN, '', ...sections.flatMap((section) => [section, '']), END].join('\n');
}

/** The page with its generated section replaced (or appended when it has none). */
export function withTables(page: string): string {
  const start = page.indexOf(BEGIN);
  const end = page.indexOf(END);
  if (start < 0 || end < 0) return `${page.trimEnd()}\n\n${permissionsTables()}\n`;
  return `${page.slice(0, start)}${permissionsTables()}${page.slice(end + END.length)}`;
}

if (process.argv.includes('--write')) {
  fs.writeFileSync(PERMISSIONS_DOC, withTables(fs.readFileSync(PERMISSIONS_DOC, 'utf8')));
  console.log(`Wrote ${path.relative(process.cwd(), PERMISSIONS_DOC)}`);
}
