import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, paginateScan } from '@aws-sdk/lib-dynamodb';
import { PAST_THE_EDGE, apiClient } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { application, openSettings, registrationCup, type ApplicationAnswer } from '../support/registration-fixture';
import { signInDemo } from '../support/sign-in';
import { DEMO_ORG_HEADERS } from '../support/tournament-fixture';

/**
 * Issue 32's privacy gap: deleting a tournament must take its clubs' entries and applications (contact
 * names and e-mail addresses) with it. The table is read straight through the SDK after the delete.
 */
jest.setTimeout(60_000);
const cloud = localCloudHandle();
const call = apiClient(cloud);
let adminToken = '';
const admin = <T>(method: string, path: string, body?: unknown) => call<T>(method, path, { token: adminToken, headers: DEMO_ORG_HEADERS, ...(body !== undefined ? { body } : {}) });
const apply = <T = ApplicationAnswer>(tournamentId: string, body: unknown) => call<T>('POST', `/api/registration/tournaments/${tournamentId}/applications`, { body });

beforeAll(async () => {
  adminToken = await signInDemo(cloud, 'admin');
});

describe('deleting the tournament', () => {
  /** Every stored item of this tournament, or carrying this address, read straight from the table. */
  async function itemsOf(tournamentId: string, email: string) {
    const found: Record<string, unknown>[] = [];
    const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
    for await (const page of paginateScan(
      { client },
      {
        TableName: cloud.resources.tableName,
        ConsistentRead: true,
        FilterExpression: 'tournamentId = :t OR contact.email = :e',
        ExpressionAttributeValues: { ':t': tournamentId, ':e': email },
      },
    )) {
      found.push(...(page.Items ?? []));
    }
    return found;
  }

  it("leaves none of the clubs' entries, applications or contacts behind", async () => {
    const cup = await registrationCup(call, adminToken, 'delete');
    await admin('PUT', `${cup.base}/registration/divisions/${cup.boys}`, openSettings(1));
    await admin('PUT', `${cup.base}/registration/divisions/${cup.girls}`, openSettings(1));
    await admin('PUT', `${cup.base}/registration/divisions/${cup.mixed}`, openSettings(1));
    const club = application('Ravens', [
      { name: 'Ravens U12', divisionId: cup.boys },
      { name: 'Ravens Girls U10', divisionId: cup.girls, age: 'u10', gender: 'girls' },
    ]);
    const queued = application('Crows', [{ name: 'Crows U12', divisionId: cup.boys }], { contactEmail: club.contactEmail });
    expect((await apply(cup.tournamentId, club)).status).toBe(201);
    expect((await apply(cup.tournamentId, queued)).body.teams[0]).toMatchObject({ status: 'waitlisted' });
    // A team moved to another division is still found by its tournament.
    const moved = await admin('POST', `${cup.base}/registration/entries/crowsu12/decision`, { action: 'move', divisionId: cup.mixed });
    expect(moved.status).toBe(200);
    const before = await itemsOf(cup.tournamentId, club.contactEmail);
    expect(before.filter((item) => JSON.stringify(item).includes(club.contactEmail)).length).toBeGreaterThanOrEqual(5);

    const deleted = await admin<{ deleted: { registrations: number } }>('DELETE', cup.base);
    expect(deleted.status).toBe(200);
    expect(deleted.body.deleted.registrations).toBe(5);
    expect(await itemsOf(cup.tournamentId, club.contactEmail)).toEqual([]);
    const gone = await call('GET', `/api/public/tournaments/${cup.tournamentId}/registration`, { headers: PAST_THE_EDGE });
    expect(gone.status).toBe(404);
  });
});
