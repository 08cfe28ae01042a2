import { describe, expect, it } from '@jest/globals';
import type { LiveUpdate } from '@pitchside/shared';
import { readLiveMessage } from './live-message';

describe('readLiveMessage', () => {
  it('reads the answer to a subscribe, an error answer included, as an acknowledgement', () => {
    expect(readLiveMessage(JSON.stringify({ subscribed: ['t#1'] }))).toEqual({ kind: 'ack' });
    expect(readLiveMessage(JSON.stringify({ error: 'Too many topics' }))).toEqual({ kind: 'ack' });
  });

  it('passes an update on as it came', () => {
    const update: LiveUpdate = { kind: 'digest', topic: 't#1', tournamentId: 't1', changedMatchIds: ['m1'] };
    expect(readLiveMessage(JSON.stringify(update))).toEqual({ kind: 'update', update });
  });

  it('ignores frames that are not JSON objects or of an unknown kind', () => {
    for (const data of ['not json', '42', 'null', JSON.stringify({ kind: 'chat' }), new ArrayBuffer(2)]) expect(readLiveMessage(data)).toBeUndefined();
  });
});
