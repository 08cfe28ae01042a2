import type { Actor, UserRecord, UserRepository } from '@pitchside/core';
import { getMe } from './get-me';

function inMemoryUsers(records: UserRecord[]): UserRepository {
  const byUid = new Map(records.map((record) => [record.uid, record]));
  return {
    findByUid: async (uid) => byUid.get(uid) ?? null,
    put: async (user) => void byUid.set(user.uid, user),
  };
}

const actor: Actor = { uid: 'u-1', email: 'carla@example.com', displayName: 'carla@example.com', roles: ['coach', 'medic'] };

describe('getMe', () => {
  it('answers the stored profile with the roles the token carries, as the spec role map', async () => {
    const users = inMemoryUsers([{ uid: 'u-1', email: 'carla@example.com', displayName: 'Carla Coach', role: { admin: true } }]);
    await expect(getMe(actor, users)).resolves.toEqual({ uid: 'u-1', email: 'carla@example.com', displayName: 'Carla Coach', role: { coach: true, medic: true } });
  });

  it('falls back to the token when the user has no profile yet', async () => {
    await expect(getMe(actor, inMemoryUsers([]))).resolves.toMatchObject({ displayName: 'carla@example.com', role: { coach: true, medic: true } });
  });
});
