import { describe, expect, it } from '@jest/globals';
import { MAX_CACHED_ROSTERS, readRosters, rosterKey, writeRosters, type MatchRosters } from './roster-cache';
import { MemoryStorage } from './testing';

const squads: MatchRosters = {
  home: [
    { playerId: 'p1', name: 'Anna Berg', jerseyNumber: 9 },
    { playerId: 'p2', name: 'Ella Lind', jerseyNumber: null },
  ],
  away: [{ playerId: 'p3', name: 'Maja Holm', jerseyNumber: 4 }],
};

describe('the roster cache', () => {
  it('gives back the squads it kept, per match', () => {
    const storage = new MemoryStorage();
    expect(writeRosters(storage, 't1', 'm1', squads, 1_000)).toBe(true);
    expect(readRosters(storage, 't1', 'm1')).toEqual({ rosters: squads, savedAt: 1_000 });
    expect(readRosters(storage, 't1', 'm2')).toBeNull();
    expect(readRosters(storage, 't2', 'm1')).toBeNull();
  });

  it('outlives the event queue: it is not the console item that is removed once nothing waits', () => {
    const storage = new MemoryStorage();
    writeRosters(storage, 't1', 'm1', squads, 1_000);
    expect([...storage.map.keys()]).toEqual([rosterKey('t1', 'm1')]);
    expect(rosterKey('t1', 'm1')).not.toContain('match-console');
  });

  it('keeps a newer copy over an older answer (two tabs reading at once)', () => {
    const storage = new MemoryStorage();
    const newer: MatchRosters = { home: [...squads.home, { playerId: 'p9', name: 'Nora Ek', jerseyNumber: 11 }], away: squads.away };
    writeRosters(storage, 't1', 'm1', newer, 2_000);
    writeRosters(storage, 't1', 'm1', squads, 1_000);
    expect(readRosters(storage, 't1', 'm1')?.rosters).toEqual(newer);
    writeRosters(storage, 't1', 'm1', squads, 3_000);
    expect(readRosters(storage, 't1', 'm1')).toEqual({ rosters: squads, savedAt: 3_000 });
  });

  it('reads anything unreadable or foreign as no roster, without throwing', () => {
    const storage = new MemoryStorage();
    storage.setItem(rosterKey('t1', 'm1'), '{not json');
    expect(readRosters(storage, 't1', 'm1')).toBeNull();
    storage.setItem(rosterKey('t1', 'm1'), JSON.stringify({ rosters: { home: [{ name: 'No id' }], away: [] }, savedAt: 1 }));
    expect(readRosters(storage, 't1', 'm1')).toBeNull();
    expect(readRosters(null, 't1', 'm1')).toBeNull();
  });

  it('says so when the phone refuses to store it, and never throws', () => {
    const storage = new MemoryStorage();
    storage.failWrites = true;
    expect(writeRosters(storage, 't1', 'm1', squads, 1_000)).toBe(false);
    expect(writeRosters(null, 't1', 'm1', squads, 1_000)).toBe(false);
  });

  it('keeps the newest squads within its limit, and leaves other data alone', () => {
    const storage = new MemoryStorage();
    storage.setItem('pitchside.match-console.v1:["t1","m0"]', '{"events":[]}');
    for (let index = 0; index < MAX_CACHED_ROSTERS + 5; index += 1) writeRosters(storage, 't1', `m${index}`, squads, 1_000 + index);
    const kept = [...storage.map.keys()].filter((key) => key.startsWith('pitchside.match-rosters'));
    expect(kept).toHaveLength(MAX_CACHED_ROSTERS);
    expect(readRosters(storage, 't1', 'm0')).toBeNull();
    expect(readRosters(storage, 't1', 'm4')).toBeNull();
    expect(readRosters(storage, 't1', 'm5')).not.toBeNull();
    expect(readRosters(storage, 't1', `m${MAX_CACHED_ROSTERS + 4}`)).not.toBeNull();
    expect(storage.getItem('pitchside.match-console.v1:["t1","m0"]')).toBe('{"events":[]}');
  });
});
