import { describe, expect, it } from '@jest/globals';
import type * as z from 'zod';
import { createPlayerInputSchema, updatePlayerInputSchema } from '../entities/player';
import { createMatchInputSchema } from '../entities/match';
import { createTeamInputSchema, updateTeamInputSchema } from '../entities/team';
import { createTournamentInputSchema, updateTournamentInputSchema } from '../entities/tournament';
import { createBracketInputSchema, createDivisionInputSchema } from '../entities/tournament-structure';
import { createTournamentTeamInputSchema, updateTournamentTeamInputSchema } from '../entities/tournament-team';
import { scheduleSetupSchema, saveScheduleVersionInputSchema, shiftScheduleInputSchema } from '../scheduling/schedule-api';
import { divisionFormatSchema, knockoutConfigIssue, knockoutConfigSchema, matchLengthSchema, pitchSchema, scheduleDaySchema } from '../scheduling/schedule-input';
import { delayInputSchema } from '../scheduling/running-late-api';
import { SKIP_REASONS } from '../tournaments/team-api';
import { issueMessage, requiredMessage } from './form-text';
import { LOCALES } from './locales';
import { translateServerMessage } from './server-messages';

/**
 * Every message the tournament, team and scheduling forms' schemas can give, found by parsing: each field
 * of a valid value is replaced in turn by the kinds of wrong value a form or a hand-written request sends.
 */
const WRONG: readonly unknown[] = [undefined, null, '', '   ', 'x'.repeat(5000), 'not a value', '25:99', '2026-13-45', -100_000, -1, 0, 1.5, 100_000, [], [''], ['x'.repeat(500)], {}, true];

const FORMS: readonly (readonly [name: string, schema: z.ZodType, valid: Record<string, unknown>])[] = [
  [
    'create tournament',
    createTournamentInputSchema,
    { name: 'Cup', type: 'league', days: 'weekends', startDate: '2026-06-01', endDate: '2026-06-02', venue: 'Park', ageGroups: ['u12'], genders: ['boys'] },
  ],
  ['tournament settings', updateTournamentInputSchema, { name: 'Cup', startDate: '2026-06-01', endDate: '2026-06-02', tieBreakers: ['points'], gdCap: 3, timeZone: 'Europe/Stockholm' }],
  ['division', createDivisionInputSchema, { name: 'Boys U12', age: 'u12', gender: 'boys' }],
  ['bracket', createBracketInputSchema, { name: 'Group A' }],
  ['team', createTeamInputSchema, { name: 'Lions', club: 'Riverside', age: 'u12', gender: 'male' }],
  ['team edit', updateTeamInputSchema, { name: 'Lions' }],
  ['tournament team', createTournamentTeamInputSchema, { team: 'Lions', division: 'Boys U12' }],
  ['tournament team edit', updateTournamentTeamInputSchema, { division: 'Boys U12' }],
  ['player', createPlayerInputSchema, { name: 'Ana Berg', registrationId: 'R1', dateOfBirth: '2013-04-02' }],
  ['player edit', updatePlayerInputSchema, { name: 'Ana Berg' }],
  ['add match', createMatchInputSchema, { division: 'Boys U12', age: 'u12', gender: 'boys', date: '2026-06-01', homeTeam: 'A', awayTeam: 'B', time: '09:30' }],
  ['venue & rules', scheduleSetupSchema, { pitches: [], days: [], changeoverMinutes: 5, minRestMinutes: 60, maxMatchesPerTeamPerDay: 2, startStepMinutes: 5 }],
  ['pitch', pitchSchema, { id: 'pitch-1', name: 'Pitch 1', size: '7v7', ages: ['u10'] }],
  ['day', scheduleDaySchema, { date: '2026-06-01', start: '09:00', end: '18:00' }],
  ['match length', matchLengthSchema, { halfMinutes: 20, breakMinutes: 5 }],
  ['knockout', knockoutConfigSchema, { qualifiersPerGroup: 2, bestThirds: 0, thirdPlaceMatch: false }],
  ['division format', divisionFormatSchema, { type: 'round-robin', legs: 1, groupSize: 4, groups: [['a', 'b']] }],
  ['weather day', shiftScheduleInputSchema, { date: '2026-06-01', from: '09:00', to: '12:00', minutes: 30 }],
  ['version', saveScheduleVersionInputSchema, { name: 'Before rain' }],
  ['running late', delayInputSchema, { target: { kind: 'match', matchId: 'm1' }, minutes: 10 }],
];

function messagesOf(schema: z.ZodType, valid: Record<string, unknown>): Set<string> {
  const messages = new Set<string>();
  const collect = (value: unknown) => {
    for (const issue of schema.safeParse(value).error?.issues ?? []) messages.add(issueMessage(issue));
  };
  collect({});
  for (const field of Object.keys(valid)) for (const wrong of WRONG) collect({ ...valid, [field]: wrong });
  return messages;
}

describe('the field messages of the tournament, team and scheduling forms', () => {
  const all = new Map<string, string>();
  for (const [name, schema, valid] of FORMS) {
    for (const message of messagesOf(schema, valid)) all.set(message, name);
  }
  // Checks the parsing cannot reach with one wrong field: a lone team in a group, and the whole venue's.
  all.set(divisionFormatSchema.safeParse({ type: 'round-robin', groups: [['a']] }).error?.issues[0]?.message ?? '', 'division format');
  all.set(scheduleDaySchema.safeParse({ date: '2026-06-01', start: '18:00', end: '09:00' }).error?.issues[0]?.message ?? '', 'day');
  all.set(
    knockoutConfigIssue({
      id: 'boys-u12',
      teams: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ],
      format: { type: 'groups-knockout', legs: 1, knockout: { qualifiersPerGroup: 3, bestThirds: 0, thirdPlaceMatch: false } },
    }) ?? '',
    'knockout',
  );

  it('starts from a valid value of each form', () => {
    expect(FORMS.filter(([, schema, valid]) => !schema.safeParse(valid).success).map(([name, schema, valid]) => [name, schema.safeParse(valid).error?.issues])).toEqual([]);
  });

  it('finds the messages the owners named', () => {
    expect([...all.keys()]).toEqual(expect.arrayContaining(['Please input your Venue', 'Use a date like 2026-06-01', 'Time must be HH:MM', 'Shift by minutes, or move to another pitch or day']));
    expect(all.size).toBeGreaterThan(40);
  });

  it('has every one of them in every language, never as the English', () => {
    const missing: string[] = [];
    for (const [message, form] of all) {
      for (const locale of LOCALES.filter((code) => code !== 'en')) {
        if (translateServerMessage(locale, message) === message) missing.push(`${locale} · ${form} · ${message}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('words every reason an import skips a row for', () => {
    for (const reason of Object.values(SKIP_REASONS)) expect(translateServerMessage('sv', reason)).not.toBe(reason);
  });

  it('keeps the English as the schema says it', () => {
    for (const message of all.keys()) expect(translateServerMessage('en', message)).toBe(message);
  });

  it('puts the values of a message with values into the translation', () => {
    expect(translateServerMessage('de', 'Please input your Venue')).toBe('Bitte gib die Anlage ein');
    expect(translateServerMessage('es', requiredMessage('role'))).toBe('Introduce el rol');
    expect(translateServerMessage('sv', 'Too big: expected number to be <=120')).toBe('Ange högst 120');
    expect(translateServerMessage('fr', "Division 'boys-u12' has a group of 2: 3 cannot qualify from it")).toBe('La division boys-u12 a un groupe de 2 : 3 ne peuvent pas s’en qualifier');
  });
});
