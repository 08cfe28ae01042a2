import { REGISTRATION_LIMITS, type EntryList, type ListEntriesQuery } from '@pitchside/shared';
import { NotFoundError, type Actor } from '@pitchside/core';
import type { EntryRecord } from '../adapters/registrations';
import type { RegistrationPorts } from '../ports';
import { linePositions } from './decide';
import { organizerTournament } from './settings';
import { entryView } from './views';

/** A division's teams in arrival order (or one status of it), a page of 200 at a time, with their place in the line. */
export async function listEntries(ports: RegistrationPorts, actor: Actor, orgId: string | undefined, tournamentId: string, divisionId: string, query: ListEntriesQuery): Promise<EntryList> {
  await organizerTournament(ports, actor, orgId, tournamentId);
  if (!(await ports.registrations.division(tournamentId, divisionId))) throw new NotFoundError({ id: 'registration.notSetUp' });
  let page: { entries: EntryRecord[]; cursor: string | null };
  try {
    page = await ports.registrations.entries(tournamentId, divisionId, { cursor: query.cursor, status: query.status, limit: REGISTRATION_LIMITS.pageSize });
  } catch (error) {
    // A cursor that is not one of ours (edited, or of another list) names no page.
    if (query.cursor && /cursor/i.test(String((error as Error)?.message ?? error))) throw new NotFoundError({ id: 'error.notFound' });
    throw error;
  }
  const positions = page.entries.some((entry) => entry.status === 'waitlisted') ? await linePositions(ports, tournamentId, divisionId) : new Map<string, number>();
  return { entries: page.entries.map((entry) => entryView(entry, positions.get(entry.teamKey) ?? null)), cursor: page.cursor };
}

const CRLF = '\r\n';

/** One RFC 4180 field; text a spreadsheet would run as a formula gets a leading apostrophe. */
function csvField(value: string | number | null): string {
  const raw = value === null ? '' : String(value);
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const HEADER = ['Division', 'Team', 'Club', 'Age', 'Gender', 'Status', 'Position', 'Reason', 'Contact', 'E-mail', 'Language', 'Applied at', 'Currency', 'Fee', 'Due now', 'Balance due on', 'Payment'];

/** Every applied team of the tournament, division by division, in arrival order. */
export async function exportEntriesCsv(ports: RegistrationPorts, actor: Actor, orgId: string | undefined, tournamentId: string): Promise<{ fileName: string; content: string }> {
  const tournament = await organizerTournament(ports, actor, orgId, tournamentId);
  const divisions = new Map((await ports.structure.divisions(tournamentId)).map((division) => [division.divisionId, division]));
  const rows: string[] = [HEADER.map(csvField).join(',')];
  for (const registration of await ports.registrations.divisions(tournamentId)) {
    const positions = await linePositions(ports, tournamentId, registration.divisionId);
    let cursor: string | undefined;
    do {
      const page = await ports.registrations.entries(tournamentId, registration.divisionId, { cursor, limit: 500 });
      for (const entry of page.entries) {
        const name = divisions.get(entry.divisionId)?.name ?? entry.divisionId;
        rows.push(
          [
            name,
            entry.team,
            entry.club,
            entry.age,
            entry.gender,
            entry.status,
            entry.status === 'waitlisted' ? (positions.get(entry.teamKey) ?? null) : null,
            entry.reason,
            entry.contact.name,
            entry.contact.email,
            entry.contact.language,
            entry.arrivedAt,
            entry.payment.currency,
            entry.payment.total,
            entry.payment.dueNow,
            entry.payment.balanceDueOn,
            entry.payment.status,
          ]
            .map(csvField)
            .join(','),
        );
      }
      cursor = page.cursor ?? undefined;
    } while (cursor);
  }
  const slug = tournament.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'tournament';
  return { fileName: `${slug}-registrations.csv`, content: `\uFEFF${rows.join(CRLF)}${CRLF}` };
}
