import { describe, expect, it } from '@jest/globals';
import { amplifyIfSession, amplifyRequested, hasStoredSession } from './amplify';

const storage = (keys: string[]) => ({ length: keys.length, key: (index: number) => keys[index] ?? null });

describe('lazy Amplify', () => {
  it('sees a stored Cognito session by its localStorage keys', () => {
    expect(hasStoredSession(storage(['pitchside.org', 'CognitoIdentityServiceProvider.client.LastAuthUser']))).toBe(true);
    expect(hasStoredSession(storage(['pitchside.org']))).toBe(false);
  });

  it('treats blocked storage as no session', () => {
    const blocked = {
      get length(): number {
        throw new Error('SecurityError');
      },
      key: () => null,
    };
    expect(hasStoredSession(blocked)).toBe(false);
  });

  it('loads nothing for a visitor without a session', async () => {
    await expect(amplifyIfSession()).resolves.toBeUndefined();
    expect(amplifyRequested()).toBe(false);
  });
});
