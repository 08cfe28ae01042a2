import { describe, expect, it } from '@jest/globals';
import { afterSignInPath, isSafeRedirect, signInSearchSchema } from './redirect';

describe('sign-in redirect', () => {
  it('accepts paths of this app', () => {
    expect(isSafeRedirect('/home')).toBe(true);
    expect(isSafeRedirect('/admin/teams?page=2#top')).toBe(true);
  });

  it('refuses other origins and a loop back to sign-in', () => {
    for (const value of ['https://evil.test/', '//evil.test', '/\\evil.test', 'javascript:alert(1)', 'home', '/signin', '/signin?redirect=/home']) {
      expect(isSafeRedirect(value)).toBe(false);
    }
  });

  it('parses the search param, dropping an unsafe value instead of failing', () => {
    expect(signInSearchSchema.parse({ redirect: '/admin/users' })).toEqual({ redirect: '/admin/users' });
    expect(signInSearchSchema.parse({ redirect: 'https://evil.test' })).toEqual({ redirect: undefined });
    expect(signInSearchSchema.parse({ redirect: 42 })).toEqual({ redirect: undefined });
    expect(signInSearchSchema.parse({})).toEqual({});
  });

  it('goes home when there is nowhere to return to', () => {
    expect(afterSignInPath({})).toBe('/home');
    expect(afterSignInPath({ redirect: '/admin/matches' })).toBe('/admin/matches');
  });
});

describe('sign-in notice', () => {
  it('keeps a known notice and drops anything else', () => {
    expect(signInSearchSchema.parse({ notice: 'password-changed' })).toEqual({ notice: 'password-changed' });
    expect(signInSearchSchema.parse({ notice: '<script>' })).toEqual({ notice: undefined });
  });
});
