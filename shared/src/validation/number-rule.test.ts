import { describe, expect, it } from '@jest/globals';
import type * as z from 'zod';
import { createPlayerInputSchema, updatePlayerInputSchema } from '../entities/player';
import { updateTournamentInputSchema } from '../entities/tournament';
import { resolveDisputeInputSchema } from '../disputes/dispute';
import { recordIncidentInputSchema } from '../matches/match-api';
import { registrationSettingsInputSchema } from '../registration/registration-api';
import { delayInputSchema } from '../scheduling/running-late-api';
import { scheduleSetupSchema, shiftScheduleInputSchema } from '../scheduling/schedule-api';
import { knockoutConfigSchema, matchLengthSchema } from '../scheduling/schedule-input';
import { MESSAGES } from '../messages';
import { fieldErrors } from './field-errors';

/** Every number a person types, with a valid value of its form: each answers a letter with the spec's words. */
const NUMBERS: readonly (readonly [form: string, schema: z.ZodType, valid: Record<string, unknown>, field: string])[] = [
  ['player: jersey number', createPlayerInputSchema, { name: 'Ana Berg' }, 'jerseyNumber'],
  ['player edit: jersey number', updatePlayerInputSchema, {}, 'jerseyNumber'],
  ['tournament settings: goal-difference cap', updateTournamentInputSchema, { name: 'Cup' }, 'gdCap'],
  ['registration: places', registrationSettingsInputSchema, { opensAt: '2026-05-01T09:00', closesAt: '2026-05-20T09:00', places: 8, entryFee: 0, currency: 'EUR' }, 'places'],
  ['registration: entry fee', registrationSettingsInputSchema, { opensAt: '2026-05-01T09:00', closesAt: '2026-05-20T09:00', places: 8, entryFee: 0, currency: 'EUR' }, 'entryFee'],
  ['registration: deposit', registrationSettingsInputSchema, { opensAt: '2026-05-01T09:00', closesAt: '2026-05-20T09:00', places: 8, entryFee: 0, currency: 'EUR' }, 'deposit'],
  ['running late: minutes', delayInputSchema, { target: { kind: 'match', matchId: 'm1' }, minutes: 10 }, 'minutes'],
  ['weather day: minutes', shiftScheduleInputSchema, { date: '2026-06-01', from: '09:00', to: '12:00', minutes: 30 }, 'minutes'],
  ['venue & rules: changeover', scheduleSetupSchema, { pitches: [], days: [] }, 'changeoverMinutes'],
  ['venue & rules: rest', scheduleSetupSchema, { pitches: [], days: [] }, 'minRestMinutes'],
  ['venue & rules: matches a day', scheduleSetupSchema, { pitches: [], days: [] }, 'maxMatchesPerTeamPerDay'],
  ['venue & rules: start step', scheduleSetupSchema, { pitches: [], days: [] }, 'startStepMinutes'],
  ['match length: half', matchLengthSchema, { halfMinutes: 20, breakMinutes: 5 }, 'halfMinutes'],
  ['match length: break', matchLengthSchema, { halfMinutes: 20, breakMinutes: 5 }, 'breakMinutes'],
  ['knockout: qualifiers', knockoutConfigSchema, {}, 'qualifiersPerGroup'],
  ['knockout: best thirds', knockoutConfigSchema, {}, 'bestThirds'],
  ['incident: minute', recordIncidentInputSchema, { teamType: 'home', playerName: 'Ana', injury: 'Knee', treatment: 'Ice', returnedToPlay: true }, 'minute'],
  ['dispute: corrected home score', resolveDisputeInputSchema, { decision: 'correct', homeScore: 1, awayScore: 0 }, 'homeScore'],
];

describe('spec §5’s number rule on every number a person types', () => {
  it.each(NUMBERS)('%s answers a letter with “Invalid number”', (_form, schema, valid, field) => {
    const answer = schema.safeParse({ ...valid, [field]: 'a' });
    expect(answer.success ? {} : fieldErrors(answer.error)).toEqual({ [field]: MESSAGES.invalidNumber });
  });
});
