import { describe, expect, it } from '@jest/globals';
import { englishIntl } from '../../../i18n/testing';
import { syncStatus } from './sync-status';

const intl = englishIntl();
import { event } from './testing';

const waiting = (count: number) => Array.from({ length: count }, (_, index) => event('goal', index, { teamType: 'home', playerId: 'p', playerName: 'P' }));

describe('the console says whether the server has every tap', () => {
  it('says all saved only when nothing waits', () => {
    expect(syncStatus(intl, { pending: [], online: true, syncing: false, failure: null })).toEqual({ tone: 'saved', text: 'All saved' });
    expect(syncStatus(intl, { pending: [], online: false, syncing: false, failure: null }).text).toBe('Offline — all saved');
  });

  it('counts what waits while offline, one action or several', () => {
    expect(syncStatus(intl, { pending: waiting(3), online: false, syncing: false, failure: null })).toEqual({ tone: 'waiting', text: 'Offline — 3 actions waiting' });
    expect(syncStatus(intl, { pending: waiting(1), online: false, syncing: true, failure: null }).text).toBe('Offline — 1 action waiting');
  });

  it('says syncing while sending, and why it stopped when it failed', () => {
    expect(syncStatus(intl, { pending: waiting(2), online: true, syncing: true, failure: null }).text).toBe('Syncing…');
    expect(syncStatus(intl, { pending: waiting(2), online: true, syncing: false, failure: { message: 'No connection to Pitchside', retryable: true } }).text).toBe('No connection — 2 actions waiting');
    expect(syncStatus(intl, { pending: waiting(2), online: true, syncing: false, failure: { message: 'Match not found', retryable: false } })).toEqual({
      tone: 'stuck',
      text: 'Not saved — 2 actions waiting: Match not found',
    });
  });
});
