import { describe, expect, it } from '@jest/globals';
import { planDelay, scheduleSetupSchema, WEB_MESSAGE_CATALOGS, type BoardMatch, type Violation } from '@pitchside/shared';
import { createIntl } from 'react-intl';
import appGerman from '../../i18n/catalogs/app/de.json';
import publicGerman from '../../i18n/catalogs/public/de.json';
import { englishIntl } from '../../i18n/testing';
import { ApiError } from '../../lib/api-error';
import { buildBoardRules, checkMove } from './board-rules';
import { saidText, wordedText } from '../../i18n/said-text';
import { errorText, refusalReasons } from './refusal-text';

// The German the build compiles: the web's own catalogs and the shared ones (build/i18n-catalogs.ts).
const german = createIntl({ locale: 'de', messages: { ...publicGerman, ...appGerman, ...WEB_MESSAGE_CATALOGS.de } });
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

/** Every rule the shared rules named for these drops (team clash, taken pitch, rest, ages, day window). */
function refusals(): Violation[] {
  const targets = [
    { pitchId: 'p1', date: '2026-06-06', start: '09:00' },
    { pitchId: 'p1', date: '2026-06-06', start: '10:00' },
    { pitchId: 'p2', date: '2026-06-06', start: '09:00' },
    { pitchId: 'p1', date: '2026-06-06', start: '11:40' },
  ];
  return targets.flatMap((target) => {
    const check = checkMove(rules, second, target);
    return check.ok ? [] : check.violations;
  });
}

describe('the rules in the reader’s language, by message id (no English is read back)', () => {
  it('reads in English exactly as the shared rules wrote it', () => {
    const violations = refusals();
    expect(violations.length).toBeGreaterThan(3);
    for (const violation of violations) expect(wordedText(english, violation)).toBe(violation.message);
    const played = checkMove(rules, { ...second, played: true }, { pitchId: 'p1', date: '2026-06-06', start: '09:00' });
    expect(!played.ok && refusalReasons(english, played)).toEqual(['This match has started, so it stays where it is']);
  });

  it('words each rule in German with its values kept (names, times, minutes, ages)', () => {
    const words = refusals().map((violation) => wordedText(german, violation));
    expect(words).toEqual(
      expect.arrayContaining([
        'Adler spielt bereits um 2026-06-06 09:00',
        'Platz Nord ist um 2026-06-06 09:00 belegt (mit 5 Min. Wechselzeit)',
        'Adler hätte weniger als 60 Min. Pause',
        'Mini ist nicht für U12 freigegeben',
      ]),
    );
    expect(words.join('\n')).not.toMatch(/already|taken|would|allow|does not fit/);
    expect(saidText(german, { id: 'scheduling.unplacedReason.noPitch', values: { years: 10 } }, 'no pitch allows Under 10')).toBe('kein Platz ist für U10 freigegeben');
    const imported = checkMove(rules, { ...second, round: 0 }, { pitchId: 'p1', date: '2026-06-06', start: '09:00' });
    expect(!imported.ok && refusalReasons(german, imported)).toEqual(['Nur Spiele des erstellten Spielplans lassen sich auf der Tafel verschieben']);
  });

  it('words a running-late problem and the fix it suggests', () => {
    const team = { key: 'alfa', name: 'Alfa BK' };
    const match = (id: string, start: string, pitch: string, label: string, started: boolean) => ({
      id,
      date: '2026-06-06',
      start,
      minutes: 50,
      pitch,
      pitchName: pitch,
      label,
      teams: [team],
      coaches: [],
      referee: null,
      started,
      delay: 0,
      delaySet: 0,
    });
    const plan = planDelay(
      [match('a', '10:00', 'p1', 'Alfa BK v Bravo IK', false), match('b', '11:00', 'p2', 'Alfa BK v Charlie FF', true)],
      { changeoverMinutes: 5, minRestMinutes: 10, dayEnds: {} },
      { kind: 'match', matchId: 'a', minutes: 10 },
    );
    const [problem] = plan.violations;
    expect(problem && [problem.message, problem.suggestion]).toEqual([
      'Alfa BK would rest only 0 min before Alfa BK v Charlie FF (11:00, already under way)',
      'Catch up on p1 so Alfa BK v Bravo IK ends by 10:50',
    ]);
    expect(problem && saidText(german, { id: problem.messageId, values: problem.values }, problem.message)).toBe('Alfa BK hätte vor Alfa BK v Charlie FF (11:00, schon im Gange) nur 0 Min. Pause');
    expect(problem && saidText(german, { id: problem.suggestionId, values: problem.suggestionValues }, problem.suggestion)).toBe('Auf p1 aufholen, damit Alfa BK v Bravo IK bis 10:50 endet');
  });

  it('shows a message without an id, or with an id this build does not know, as it came', () => {
    expect(wordedText(german, { message: 'Something new the server says' })).toBe('Something new the server says');
    expect(saidText(german, { id: 'scheduling.rule.fromANewerServer' }, 'Something new the server says')).toBe('Something new the server says');
  });

  it('words the server’s refusal of a move by its id, with an undecided knockout side named in the reader’s language', () => {
    // The 409 of a board move carries the rule's id and values (services/scheduling move.ts).
    const refusal = (team: string) => new ApiError(409, 'move_refused', `${team} is already playing at 10:00`, {}, { id: 'scheduling.rule.teamOverlap', values: { team, at: '10:00' } });
    expect(errorText(german, refusal('Winner Group A'))).toBe('Sieger Gruppe A spielt bereits um 10:00');
    expect(errorText(german, refusal('Adler'))).toBe('Adler spielt bereits um 10:00');
    expect(errorText(german, new ApiError(409, 'match_changed', 'This match changed meanwhile: reload the schedule', {}, { id: 'scheduling.rule.changedMeanwhile', values: {} }))).toBe(
      'Dieses Spiel wurde inzwischen geändert: Lade den Spielplan neu',
    );
    expect(errorText(english, refusal('Winner Group A'))).toBe('Winner Group A is already playing at 10:00');
  });
});

describe('rewording an English message (issue 30): the web words the id, never the English', () => {
  const reworded = { ...WEB_MESSAGE_CATALOGS.en, 'scheduling.rule.teamOverlap': '{team} already has a match at {at}' };
  const before = { sv: 'Adler spelar redan', de: 'Adler spielt bereits um', es: 'Adler ya juega', fr: 'Adler joue déjà' } as const;

  it.each(['sv', 'de', 'es', 'fr'] as const)('leaves %s as it was; English says the new words', (locale) => {
    const violation = refusals().find((each) => each.messageId === 'scheduling.rule.teamOverlap');
    if (!violation) throw new Error('expected a team clash');
    // What a server with the reworded English sends: the new English beside the same id and values.
    const fromReworded = { ...violation, message: 'Adler already has a match at 2026-06-06 09:00' };
    const intl = createIntl({ locale, messages: WEB_MESSAGE_CATALOGS[locale] });
    expect(wordedText(intl, fromReworded)).toBe(wordedText(intl, violation));
    expect(wordedText(intl, fromReworded)).toContain(before[locale]);
    expect(wordedText(createIntl({ locale: 'en', messages: reworded }), violation)).toBe('Adler already has a match at 2026-06-06 09:00');
  });
});
