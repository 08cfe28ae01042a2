import { divisionIdOf, type ApplicationAnswer } from '@pitchside/shared';
import type { ApiCall } from './api-client';
import { uniqueEmail } from './api-client';
import { DEMO_ORG_HEADERS } from './tournament-fixture';

/** A published tournament of the demo organization with Boys U12 and Girls U10, for registration tests and the bench. */
export async function registrationCup(call: ApiCall, token: string, label: string): Promise<{ tournamentId: string; boys: string; girls: string; mixed: string; base: string }> {
  const admin = <T>(method: string, path: string, body?: unknown) => call<T>(method, path, { token, headers: DEMO_ORG_HEADERS, ...(body !== undefined ? { body } : {}) });
  const today = new Date().toISOString().slice(0, 10);
  const created = await admin<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
    name: `Registration ${label} ${Date.now()}`,
    type: 'tournament',
    days: 'weekends',
    startDate: today,
    endDate: today,
    venue: 'Harbour Park',
    ageGroups: ['u10', 'u12'],
    genders: ['boys', 'girls'],
    timeZone: 'Europe/Stockholm',
  });
  if (created.status !== 201) throw new Error(`Tournament not created: ${created.status} ${JSON.stringify(created.body)}`);
  const tournamentId = created.body.tournament.tournamentId;
  const base = `/api/tournaments/${tournamentId}`;
  for (const division of [
    { name: 'Boys U12', age: 'u12', gender: 'boys' },
    { name: 'Girls U10', age: 'u10', gender: 'girls' },
    { name: 'Mixed U12', age: 'u12', gender: 'mixed' },
  ]) {
    const added = await admin('POST', `${base}/divisions`, division);
    if (added.status !== 201) throw new Error(`Division not added: ${added.status}`);
  }
  const published = await admin('POST', `${base}/publish`);
  if (published.status !== 200) throw new Error(`Not published: ${published.status}`);
  return { tournamentId, boys: divisionIdOf('Boys U12'), girls: divisionIdOf('Girls U10'), mixed: divisionIdOf('Mixed U12'), base };
}

/** Settings that open now (venue time of a day ago) for a week. */
export function openSettings(places: number, extra: Record<string, unknown> = {}) {
  const venue = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 16);
  return { opensAt: venue(-1), closesAt: venue(7), places, entryFee: 1500_00, currency: 'SEK', documents: ['Player list'], terms: 'Fair play.', ...extra };
}

export function application(label: string, teams: readonly { name: string; divisionId: string; age?: string; gender?: string }[], extra: Record<string, unknown> = {}) {
  return {
    idempotencyKey: `key-${label.replace(/[^A-Za-z0-9]+/g, '-')}-${Math.random().toString(36).slice(2, 12)}`,
    club: `${label} FC`,
    contactName: 'Ana Berg',
    contactEmail: uniqueEmail(`club-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`),
    language: 'en',
    acceptTerms: true,
    teams: teams.map((team) => ({ age: 'u12', gender: 'boys', ...team })),
    ...extra,
  };
}

export type { ApplicationAnswer };
