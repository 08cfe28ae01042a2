import { loadEnv } from '@pitchside/core';
import { createDatabase, dynamoTournamentRepository, type Database } from '@pitchside/core/data';
import { dynamo } from '@pitchside/core/aws';
import type { apiClient } from '../../support/api-client';

/**
 * The import's real path as the web app drives it: start (presigned PUT), PUT the bytes to S3, then poll
 * `GET /api/imports/{id}` while the object-created notification runs the worker.
 */
type Call = ReturnType<typeof apiClient>;

export interface ImportView {
  importId: string;
  status: 'queued' | 'running' | 'completed' | 'failed';
  step: string | null;
  stepIndex: number | null;
  counts: Record<'divisions' | 'ageGroups' | 'brackets' | 'teams' | 'matches' | 'players', { added: number; skipped: number }>;
  report: { sheet: string; row: number; reason: string }[];
  error: string | null;
}

export interface StartAnswer {
  importId: string;
  upload: { url: string; method: 'PUT'; headers: Record<string, string>; maxBytes: number };
}

export interface ImportRun {
  importId: string;
  final: ImportView;
  /** Every distinct (step, status, matches added) the poller saw, in order. */
  observed: { step: string | null; stepIndex: number | null; status: string; counts: ImportView['counts']; at: number }[];
}

export async function createTournament(call: Call, auth: { token: string; headers: Record<string, string> }, name: string): Promise<string> {
  const answer = await call<{ tournamentId?: string; tournament?: { tournamentId: string } }>('POST', '/api/tournaments', {
    token: auth.token,
    headers: auth.headers,
    body: { name, type: 'tournament', days: 'weekends', startDate: '2026-07-14', endDate: '2026-07-16', venue: 'Gothenburg', ageGroups: ['u12'], genders: ['boys'] },
  });
  const id = answer.body?.tournamentId ?? answer.body?.tournament?.tournamentId;
  if (answer.status !== 201 || !id) throw new Error(`POST /api/tournaments answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return id;
}

export async function startUpload(call: Call, auth: { token: string; headers: Record<string, string> }, tournamentId: string, file: Buffer, fileName = 'tournament.xlsx') {
  return call<StartAnswer & { error?: string; message?: string }>('POST', `/api/tournaments/${tournamentId}/imports`, {
    token: auth.token,
    headers: auth.headers,
    body: { fileName, size: file.length },
  });
}

export async function putFile(upload: StartAnswer['upload'], file: Buffer): Promise<number> {
  const response = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: new Uint8Array(file) });
  await response.arrayBuffer();
  return response.status;
}

export async function pollImport(
  call: Call,
  auth: { token: string; headers: Record<string, string> },
  importId: string,
  options: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<ImportRun> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  const observed: ImportRun['observed'] = [];
  for (;;) {
    const answer = await call<ImportView>('GET', `/api/imports/${importId}`, { token: auth.token, headers: auth.headers });
    if (answer.status !== 200) throw new Error(`GET /api/imports/${importId} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    const view = answer.body;
    const last = observed.at(-1);
    if (!last || last.step !== view.step || last.status !== view.status || last.counts.matches.added !== view.counts.matches.added) {
      observed.push({ step: view.step, stepIndex: view.stepIndex, status: view.status, counts: view.counts, at: Date.now() });
    }
    if (view.status === 'completed' || view.status === 'failed') return { importId, final: view, observed };
    if (Date.now() > deadline) throw new Error(`Import ${importId} still ${view.status} (${view.step}) after the timeout`);
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 50));
  }
}

/** Start, upload, wait: the whole real path. */
export async function importFile(
  call: Call,
  auth: { token: string; headers: Record<string, string> },
  tournamentId: string,
  file: Buffer,
  options: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<ImportRun> {
  const started = await startUpload(call, auth, tournamentId, file);
  if (started.status !== 201) throw new Error(`startImport answered ${started.status}: ${JSON.stringify(started.body)}`);
  const put = await putFile(started.body.upload, file);
  if (put !== 200) throw new Error(`PUT to the uploads bucket answered ${put}`);
  return pollImport(call, auth, started.body.importId, options);
}

/** The table as the services see it (the test runner hands the same env to the suites). */
export function database(): Database {
  return createDatabase(loadEnv(['tableName']).tableName, dynamo());
}

/** What a tournament holds, counted straight from the table. */
export async function tournamentContents(db: Database, tournamentId: string) {
  const { division, ageGroup, bracket, tournamentTeam, match } = db.entities;
  const [divisions, ageGroups, brackets, teams, matches] = await Promise.all([
    division.query.byTournament({ tournamentId }).go({ pages: 'all' }),
    ageGroup.query.byTournament({ tournamentId }).go({ pages: 'all' }),
    bracket.query.byTournament({ tournamentId }).go({ pages: 'all' }),
    tournamentTeam.query.byTournament({ tournamentId }).go({ pages: 'all' }),
    match.query.byTournament({ tournamentId }).go({ pages: 'all' }),
  ]);
  const tournament = await dynamoTournamentRepository(db).get(tournamentId);
  return { divisions: divisions.data, ageGroups: ageGroups.data, brackets: brackets.data, teams: teams.data, matches: matches.data, tournament };
}
