import { LOCALES, type PushRecipient } from '@pitchside/shared';
import type { MatchRecord } from '@pitchside/core';
import { inEachLanguage } from './audience';
import { wording, wordingIn } from './wording';

const match = {
  tournamentId: 't1', matchId: 'm1', homeTeam: 'Lakeside', awayTeam: 'Hillcrest', homeScore: 2, awayScore: 1, division: 'U12 Boys',
  field: 'Pitch 3', time: '10:20', date: '2026-06-13', goals: [{ id: 'g1', teamType: 'home', playerName: 'Ana', matchTime: 12 }],
} as unknown as MatchRecord;
const at = '2026-06-13T10:00:00.000Z';
const recipient = (id: string): PushRecipient => ({ topic: 'team:t1:lakeside', subscriptionId: id, endpoint: `https://push.example.org/${id}`, p256dh: 'k', auth: 'a' });

describe('push notification wording in the follower’s language (issue 20)', () => {
  it('keeps the English words', () => {
    expect(wording.goal(match, 'g1', at)).toMatchObject({ title: 'Goal! Lakeside 2–1 Hillcrest', body: "Ana (Lakeside), 12'" });
    expect(wording.moved(match, 'Waterlogged', at)).toMatchObject({ title: 'New time: Lakeside v Hillcrest', body: 'Now 10:20 on Pitch 3 (2026-06-13). Waterlogged' });
  });

  it('words every kind in each language, names and the organizer’s reason as typed', () => {
    expect(wordingIn('sv').goal(match, 'g1', at).title).toBe('Mål! Lakeside 2–1 Hillcrest');
    expect(wordingIn('de').moved(match, 'Waterlogged', at)).toMatchObject({ title: 'Neue Zeit: Lakeside – Hillcrest', body: 'Jetzt 10:20 auf Pitch 3 (2026-06-13). Waterlogged' });
    expect(wordingIn('es').fulltime(match, at).title).toBe('Final: Lakeside 2–1 Hillcrest');
    expect(wordingIn('fr').disputed(match, at).body).toBe('Un entraîneur conteste ce résultat. Ouvrez le match pour le régler.');
    expect(wordingIn('de').groupDecided(match, 'Group A', [{ position: 1, team: 'Lakeside', points: 7 }, { position: 2, team: 'Hillcrest', points: 4 }], at).body).toBe('1. Lakeside 7 Pkt. · 2. Hillcrest 4 Pkt.');
    for (const kind of ['kickoff', 'halftime', 'fulltime', 'refereeAssigned', 'confirmationAwaited', 'confirmationMissing', 'disputed'] as const) {
      const titles = LOCALES.map((locale) => wordingIn(locale)[kind](match, at).title);
      expect(new Set(titles).size).toBe(LOCALES.length);
    }
  });

  it('sends one delivery per language, each phone once, a phone without a language in English', () => {
    const deliveries = inEachLanguage([
      { recipient: recipient('a'), language: 'sv' },
      { recipient: recipient('b'), language: 'en' },
      { recipient: recipient('c'), language: 'sv' },
    ], (words) => words.kickoff(match, at));
    expect(deliveries.map((delivery) => [delivery.payload.title, delivery.recipients.map((to) => to.subscriptionId)])).toEqual([
      ['Avspark: Lakeside – Hillcrest', ['a', 'c']],
      ['Kick-off: Lakeside v Hillcrest', ['b']],
    ]);
    expect(inEachLanguage([], (words) => words.kickoff(match, at))).toEqual([]);
  });
});
