import { describe, expect, it } from '@jest/globals';
import { scheduleSetupSchema, type BoardMatch } from '@pitchside/shared';
import { createIntl } from 'react-intl';
import appGerman from '../../i18n/catalogs/app/de.json';
import publicGerman from '../../i18n/catalogs/public/de.json';
import { englishIntl } from '../../i18n/testing';
import { buildBoardRules, checkMove, NOT_GENERATED, PLAYED_STAYS } from './board-rules';
import { ruleText } from '../../i18n/rule-text';

const german = createIntl({ locale: 'de', messages: { ...publicGerman, ...appGerman } });
const english = englishIntl();

const setup = scheduleSetupSchema.parse({
  pitches: [
    { id: 'p1', name: 'Platz Nord', size: '9v9', ages: ['u12'] },
    { id: 'p2', name: 'Mini', size: '5v5', ages: ['u8'] },
  ],
  days: [{ date: '2026-06-06', start: '09:00', end: '12:00' }],
  changeoverMinutes: 5,
  minRestMinutes: 60,
  maxMatchesPerTeamPerDay: 2,
});
const base = { divisionId: 'd12', division: 'U12', age: 'u12', group: 'A', locked: false, played: false, refereeId: '', pitchId: 'p1', date: '2026-06-06' };
const first: BoardMatch = { ...base, matchId: 'm1', homeTeam: 'Adler', awayTeam: 'Bären', round: 1, start: '09:00', end: '09:50' };
const second: BoardMatch = { ...base, matchId: 'm2', homeTeam: 'Adler', awayTeam: 'Füchse', round: 2, start: '11:00', end: '11:50' };
const rules = buildBoardRules({ setup, matches: [first, second] }, [], { firstHalfDuration: 1500, breakDuration: 300 });

/** Every sentence the shared rules wrote for these drops (team clash, taken pitch, rest, ages, day window). */
function refusals(): string[] {
  const targets = [
    { pitchId: 'p1', date: '2026-06-06', start: '09:00' },
    { pitchId: 'p1', date: '2026-06-06', start: '10:00' },
    { pitchId: 'p2', date: '2026-06-06', start: '09:00' },
    { pitchId: 'p1', date: '2026-06-06', start: '11:40' },
  ];
  return targets.flatMap((target) => {
    const check = checkMove(rules, second, target);
    return check.ok ? [] : check.violations.map((violation) => violation.message);
  });
}

describe('the rules in the reader’s language', () => {
  it('reads in English exactly as the shared rules wrote it', () => {
    const sentences = [...refusals(), PLAYED_STAYS, NOT_GENERATED, 'no pitch allows Under 10', 'venue full on 2026-06-06: no free 50-min slot on any pitch allowing Under 12'];
    expect(sentences.length).toBeGreaterThan(6);
    for (const sentence of sentences) expect(ruleText(english, sentence)).toBe(sentence);
  });

  it('words each rule in German with its values kept (names, times, minutes, ages)', () => {
    const words = refusals().map((sentence) => ruleText(german, sentence));
    expect(words).toEqual(
      expect.arrayContaining([
        'Adler spielt bereits um 2026-06-06 09:00',
        'Platz Nord ist um 2026-06-06 09:00 belegt (mit 5 Min. Wechselzeit)',
        'Adler hätte weniger als 60 Min. Pause',
        'Mini ist nicht für U12 freigegeben',
      ]),
    );
    expect(words.join('\n')).not.toMatch(/already|taken|would|allow|does not fit/);
    expect(ruleText(german, 'no pitch allows Under 10')).toBe('kein Platz ist für U10 freigegeben');
  });

  it('words a running-late problem and the fix it suggests', () => {
    const problem = 'Alfa BK would rest only 10 min before Alfa BK v Bravo IK (11:00, already under way)';
    const fix = 'Shorten the delay so Charlie FF v Delta IF ends by 10:45';
    expect([ruleText(english, problem), ruleText(english, fix)]).toEqual([problem, fix]);
    expect(ruleText(german, problem)).toBe('Alfa BK hätte vor Alfa BK v Bravo IK (11:00, schon im Gange) nur 10 Min. Pause');
    expect(ruleText(german, fix)).toBe('Die Verspätung verkürzen, damit Charlie FF v Delta IF bis 10:45 endet');
  });

  it('leaves a sentence it does not know as it came', () => {
    expect(ruleText(german, 'Something new the server says')).toBe('Something new the server says');
  });

  it('words the server’s refusal of a move, with an undecided knockout side named in the reader’s language', () => {
    // The 409 of a board move carries the rule's English sentence (services/scheduling move.ts).
    expect(ruleText(german, 'Winner Group A is already playing at 10:00')).toBe('Sieger Gruppe A spielt bereits um 10:00');
    expect(ruleText(german, 'Adler is already playing at 10:00')).toBe('Adler spielt bereits um 10:00');
    expect(ruleText(german, 'This match changed meanwhile: reload the schedule')).toBe('Dieses Spiel wurde inzwischen geändert: Lade den Spielplan neu');
    expect(ruleText(english, 'Winner Group A is already playing at 10:00')).toBe('Winner Group A is already playing at 10:00');
  });
});
