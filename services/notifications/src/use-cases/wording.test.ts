import { LOCALES, type PushRecipient } from '@pitchside/shared';
import type { MatchRecord } from '@pitchside/core/data';
import { inEachLanguage } from './audience';
import { wording, wordingIn } from './wording';

const match = {
  tournamentId: 't1',
  matchId: 'm1',
  homeTeam: 'Lakeside',
  awayTeam: 'Hillcrest',
  homeScore: 2,
  awayScore: 1,
  division: 'U12 Boys',
  field: 'Pitch 3',
  time: '10:20',
  date: '2026-06-13',
  goals: [{ id: 'g1', teamType: 'home', playerName: 'Ana', matchTime: 12 }],
} as unknown as MatchRecord;
const at = '2026-06-13T10:00:00.000Z';
const recipient = (id: string): PushRecipient => ({ topic: 'team:t1:lakeside', subscriptionId: id, endpoint: `https://push.example.org/${id}`, p256dh: 'k', auth: 'a' });

describe('push notification wording in the follower’s language', () => {
  it('keeps the English words', () => {
    expect(wording.goal(match, 'g1', at)).toMatchObject({ title: 'Goal! Lakeside 2–1 Hillcrest', body: "Ana (Lakeside), 12'" });
    expect(wording.moved(match, 'Waterlogged', at)).toMatchObject({ title: 'New time: Lakeside v Hillcrest', body: 'Now 10:20 on Pitch 3 (2026-06-13). Waterlogged' });
  });

  it('words every kind in each language, names and the organizer’s reason as typed', () => {
    expect(wordingIn('sv').goal(match, 'g1', at).title).toBe('Mål! Lakeside 2–1 Hillcrest');
    expect(wordingIn('de').moved(match, 'Waterlogged', at)).toMatchObject({ title: 'Neue Zeit: Lakeside – Hillcrest', body: 'Jetzt 10:20 auf Pitch 3 (2026-06-13). Waterlogged' });
    expect(wordingIn('es').fulltime(match, at).title).toBe('Final: Lakeside 2–1 Hillcrest');
    expect(wordingIn('fr').disputed(match, at).body).toBe('Un entraîneur conteste ce résultat. Ouvrez le match pour le régler.');
    expect(
      wordingIn('de').groupDecided(
        match,
        'Group A',
        [
          { position: 1, team: 'Lakeside', points: 7 },
          { position: 2, team: 'Hillcrest', points: 4 },
        ],
        at,
      ).body,
    ).toBe('1. Lakeside 7 Pkt. · 2. Hillcrest 4 Pkt.');
    for (const kind of ['kickoff', 'halftime', 'fulltime', 'refereeAssigned', 'confirmationAwaited', 'confirmationMissing', 'disputed'] as const) {
      const titles = LOCALES.map((locale) => wordingIn(locale)[kind](match, at).title);
      expect(new Set(titles).size).toBe(LOCALES.length);
    }
  });

  it('sends one delivery per language, each phone once, a phone without a language in English', () => {
    const deliveries = inEachLanguage(
      [
        { recipient: recipient('a'), language: 'sv' },
        { recipient: recipient('b'), language: 'en' },
        { recipient: recipient('c'), language: 'sv' },
      ],
      (words) => words.kickoff(match, at),
    );
    expect(deliveries.map((delivery) => [delivery.payload.title, delivery.recipients.map((to) => to.subscriptionId)])).toEqual([
      ['Avspark: Lakeside – Hillcrest', ['a', 'c']],
      ['Kick-off: Lakeside v Hillcrest', ['b']],
    ]);
    expect(inEachLanguage([], (words) => words.kickoff(match, at))).toEqual([]);
  });
});

/** A stored match as the sender reads it; only the fields the wording uses matter. */
const matchWith = (extra: Partial<MatchRecord>): MatchRecord =>
  ({
    tournamentId: 't1',
    matchId: 'm1',
    homeTeam: 'Alpha FC',
    awayTeam: 'Bravo IK',
    homeScore: 0,
    awayScore: 0,
    goals: [],
    division: 'U12 Boys',
    date: '2026-07-14',
    time: '10:25',
    field: 'Pitch 4',
    status: '',
    ...extra,
  }) as unknown as MatchRecord;

describe('wording.moved', () => {
  it('shows the expected kick-off of a match running late, with the delay, as every other screen does', () => {
    const pushed = wording.moved(matchWith({ delayMinutes: 20 }), 'Pitch 4 is running 20 minutes late', '2026-07-14T08:00:00Z');
    expect(pushed.title).toBe('New time: Alpha FC v Bravo IK');
    expect(pushed.body).toBe('Now 10:45 (+20) on Pitch 4 (2026-07-14). Pitch 4 is running 20 minutes late');
    expect(pushed.url).toBe('/t/t1/m/m1');
  });

  it('shows the published time alone when the match is on time again', () => {
    expect(wording.moved(matchWith({ delayMinutes: 0 }), undefined, '2026-07-14T08:00:00Z').body).toBe('Now 10:25 on Pitch 4 (2026-07-14)');
  });
});
