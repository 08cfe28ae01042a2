import { createDatabase, dynamoTournamentRepository } from '@pitchside/core/data';
import { dynamo } from '@pitchside/core/aws';
import { dynamoImportJobRepository, type ImportJobRecord } from '../../services/imports/src/adapters/import-jobs';
import { dynamoImportStore } from '../../services/imports/src/adapters/import-store';
import { demoAccount } from '../../infra/local/demo-accounts';
import { apiClient } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { signIn } from '../support/sign-in';
import { createTournamentFixture } from '../support/tournament-fixture';

/** The id an expired lease stores beside its words (get-import's `imports.interrupted`). */
const INTERRUPTED_SAID = { messageId: 'imports.interrupted', values: {} } as const;

/**
 * Read-modify-writes of shared items that were plain overwrites (docs/delivery.md, "Per
 * consumer"): each is now conditional, so the writer that read an older state loses.
 */
const cloud = localCloudHandle();
const db = createDatabase(cloud.resources.tableName, dynamo());
const jobs = dynamoImportJobRepository(db);

describe('no lost update', () => {
  it('an import run whose lease a reader expired cannot write the job back to running or completed', async () => {
    const importId = `imp-lease-${Date.now()}`;
    const job: Omit<ImportJobRecord, 'updatedAt'> = {
      importId,
      tournamentId: `t-${importId}`,
      orgId: 'org',
      uploaderUid: 'uploader',
      objectKey: `imports/${importId}.xlsx`,
      fileName: 'cup.xlsx',
      status: 'queued',
      step: null,
      stepIndex: null,
      counts: {} as ImportJobRecord['counts'],
      report: [],
      error: null,
      createdAt: new Date().toISOString(),
    };
    await jobs.create(job);
    const store = dynamoImportStore(db);
    expect(await store.claimJob(importId, new Date(0).toISOString())).not.toBeNull();
    // The run stalls; a reader finds it stale and marks it failed.
    expect(await jobs.expireLease(importId, new Date(Date.now() + 60_000).toISOString(), 'The import was interrupted', INTERRUPTED_SAID)).toBe(true);
    // The stalled run wakes up and reports progress, then completion: both refused.
    await expect(jobs.update(importId, { status: 'running', stepIndex: 3 })).rejects.toThrow(/conditional/i);
    await expect(jobs.update(importId, { status: 'completed' })).rejects.toThrow(/conditional/i);
    expect((await jobs.get(importId))?.status).toBe('failed');
  });

  it('an import that ends while an organizer edits the settings makes the edit read again (409) instead of losing the imported age groups', async () => {
    const admin = demoAccount('admin');
    const token = (await signIn(cloud, admin.email, admin.password)).idToken;
    const fixture = await createTournamentFixture(apiClient(cloud), token, { name: `Settings race ${Date.now()}` });
    const tournaments = dynamoTournamentRepository(db);
    const read = await tournaments.get(fixture.tournamentId);
    // The import finishes after the organizer's form read the tournament…
    await dynamoImportStore(db).finishTournament(fixture.tournamentId, { hasSchedule: true, teamCount: 8, ageGroups: ['u12', 'u14'], genders: ['boys'] });
    // …so the form's save, made from the older read, is refused.
    expect(await tournaments.update(fixture.tournamentId, { ageGroups: ['u12'] }, read?.version ?? 0)).toBeNull();
    expect((await tournaments.get(fixture.tournamentId))?.ageGroups).toEqual(['u12', 'u14']);
  }, 30_000);
});
