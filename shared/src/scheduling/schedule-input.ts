import * as z from 'zod';
import { typedNumber } from '../validation/field-schemas';
import { formText } from '../i18n/form-text';
import type { FormMessageId } from '../i18n/catalog/form/en';
import { AGES } from '../constants/ages';
import { DEFAULT_MATCH_DURATIONS } from '../constants/match-durations';
import { idSchema } from '../entities/common';
import { TEXT_LIMITS } from '../validation/limits';
import { minutesOfDay } from './time';

export const PITCH_SIZES = ['5v5', '7v7', '9v9', '11v11'] as const;
export type PitchSize = (typeof PITCH_SIZES)[number];

const hhmmSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, formText('form.timeHhMm'));
const minutesSchema = typedNumber().int().min(0);

export const pitchSchema = z.object({
  id: idSchema,
  name: z.string().min(1).max(TEXT_LIMITS.text),
  size: z.enum(PITCH_SIZES),
  ages: z.array(z.enum(AGES)),
});

export const scheduleDaySchema = z
  .object({ date: z.iso.date(), start: hhmmSchema, end: hhmmSchema })
  .refine((day) => minutesOfDay(day.end) > minutesOfDay(day.start), { message: formText('form.dayEndsAfterStart'), path: ['end'] });

export const matchLengthSchema = z.object({ halfMinutes: typedNumber().int().min(1), breakMinutes: minutesSchema });

export const scheduleTeamSchema = z.object({
  id: idSchema,
  name: z.string().min(1).max(TEXT_LIMITS.text),
  clubId: idSchema.optional(),
  coachUid: idSchema.optional(),
  /** What people read in a rule or a reason ('Coach Anna Berg', 'Club Riverside FC'), never the uid or slug. */
  coachName: z.string().min(1).max(200).optional(),
  clubName: z.string().min(1).max(200).optional(),
});

/**
 * `groups` lists team ids per group when the organizer drew them; otherwise the teams are drawn
 * (seeded) into groups of at most `groupSize` (one group of everybody when that is missing too).
 */
const groupsFields = {
  legs: z.union([z.literal(1), z.literal(2)]).default(1),
  groups: z.array(z.array(idSchema).min(2, formText('form.loneTeam'))).optional(),
  groupSize: typedNumber().int().min(2).optional(),
};

/**
 * The knockout after the group stage: the top `qualifiersPerGroup` of every group go through, plus the
 * `bestThirds` best teams of the next place across all groups (the best thirds when two qualify), and a
 * third-place match between the semi-final losers when asked. See docs/scheduling.md, "Knockout".
 */
export const knockoutConfigSchema = z.object({
  qualifiersPerGroup: typedNumber().int().min(1).max(8).default(2),
  bestThirds: typedNumber().int().min(0).max(64).default(0),
  thirdPlaceMatch: z.boolean().default(false),
});

export const divisionFormatSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('round-robin'), ...groupsFields }),
  // `prefault` parses the default too, so an input written before knockouts existed gets top 2 per group.
  z.object({ type: z.literal('groups-knockout'), ...groupsFields, knockout: knockoutConfigSchema.prefault({}) }),
]);

export const scheduleDivisionSchema = z.object({
  id: idSchema,
  name: z.string().min(1).max(TEXT_LIMITS.text),
  age: z.enum(AGES),
  /** When set, only pitches of this size may host the division (on top of their allowed ages). */
  pitchSize: z.enum(PITCH_SIZES).optional(),
  teams: z.array(scheduleTeamSchema),
  format: divisionFormatSchema,
});

export const lockedMatchSchema = z.object({ matchId: idSchema, pitchId: idSchema, date: z.iso.date(), start: hhmmSchema });

/**
 * A match already on the tournament's schedule that nobody asked the generator to move: imported, added
 * by hand, played, or kept when the organizer chose to keep the schedule and fill its gaps. It is a fact,
 * not a request: it is booked where it is without being checked (`validateSchedule` reports what it
 * breaks), its teams, coaches and clubs are busy then, and so is its pitch when it names one of the
 * venue's (`pitchId` '' otherwise). It is the fixture `fixtureId` names, or else the unclaimed fixture of
 * its division with the same two teams (`claimFixtures`), so that fixture is not placed a second time.
 * `date`/`start` '' for a match without a kick-off: it still is its fixture, and occupies nothing.
 */
export const fixedMatchSchema = z.object({
  id: idSchema,
  fixtureId: z.string().min(1).max(400).optional(),
  divisionId: z.string().max(128),
  age: z.enum(AGES),
  homeTeamId: z.string().max(400),
  awayTeamId: z.string().max(400),
  pitchId: z.string().max(128),
  date: z.union([z.iso.date(), z.literal('')]),
  start: z.union([hhmmSchema, z.literal('')]),
});

const defaultLength = {
  halfMinutes: DEFAULT_MATCH_DURATIONS.firstHalfDuration / 60,
  breakMinutes: DEFAULT_MATCH_DURATIONS.breakDuration / 60,
};

export const scheduleInputSchema = z
  .object({
    pitches: z.array(pitchSchema),
    days: z.array(scheduleDaySchema),
    /** Halves and break per age group, in minutes, as the tournament sets them. */
    matchLengths: z.partialRecord(z.enum(AGES), matchLengthSchema).default({}),
    defaultMatchLength: matchLengthSchema.default(defaultLength),
    /** Time a pitch needs between two matches (teams leave, the next ones warm up). */
    changeoverMinutes: minutesSchema.default(5),
    /** Minimum time between the end of a team's match and the start of its next one. */
    minRestMinutes: minutesSchema.default(60),
    maxMatchesPerTeamPerDay: typedNumber().int().min(1).default(2),
    /** A club with teams in different divisions is never on two pitches at once. */
    clubRule: z.boolean().default(false),
    /** Kick-offs are generated on this grid (minutes after midnight), so they read 09:05, not 09:03. */
    startStepMinutes: typedNumber().int().min(1).max(60).default(5),
    /** Seed for drawing groups, so the same input always gives the same draw. */
    seed: z.number().int().default(1),
    divisions: z.array(scheduleDivisionSchema),
    locked: z.array(lockedMatchSchema).default([]),
    fixed: z.array(fixedMatchSchema).default([]),
  })
  .superRefine((input, ctx) => {
    // Every list's ids are unique within it; the issue names the list (its path).
    const keyed: [string, FormMessageId, string[]][] = [
      ['pitches', 'form.duplicatePitches', input.pitches.map((p) => p.id)],
      ['days', 'form.duplicateDays', input.days.map((d) => d.date)],
      ['divisions', 'form.duplicateDivisions', input.divisions.map((d) => d.id)],
      ['locked', 'form.duplicateLocked', input.locked.map((l) => l.matchId)],
      ['fixed', 'form.duplicateFixed', input.fixed.map((f) => f.id)],
    ];
    for (const [path, id, values] of keyed) {
      const seen = new Set<string>();
      for (const value of values) {
        if (seen.has(value)) ctx.addIssue({ code: 'custom', message: formText(id, { value }), path: [path] });
        seen.add(value);
      }
    }
    // A team id is one team everywhere: its matches in two divisions still may not clash.
    const teams = new Map<string, string>();
    input.divisions.forEach((division, index) => {
      for (const team of division.teams) {
        const name = teams.get(team.id);
        if (name !== undefined && name !== team.name) ctx.addIssue({ code: 'custom', message: formText('form.teamTwoNames', { team: team.id }), path: ['divisions', index] });
        teams.set(team.id, team.name);
      }
      const own = new Set(division.teams.map((t) => t.id));
      if (own.size !== division.teams.length) ctx.addIssue({ code: 'custom', message: formText('form.divisionTeamTwice', { division: division.id }), path: ['divisions', index] });
      const grouped = (division.format.groups ?? []).flat();
      if (grouped.some((id) => !own.has(id)) || new Set(grouped).size !== grouped.length) {
        ctx.addIssue({ code: 'custom', message: formText('form.groupsTeamsOnce', { division: division.id }), path: ['divisions', index, 'format', 'groups'] });
      }
      const knockoutIssue = knockoutConfigIssue(division);
      if (knockoutIssue) ctx.addIssue({ code: 'custom', message: knockoutIssue, path: ['divisions', index, 'format', 'knockout'] });
    });
  });

/**
 * Group sizes as drawn or given, in group order ('A' first): a draw deals n teams into ceil(n / groupSize)
 * groups in turn, so the first n mod count groups get one more. Needs no seed: only who goes where does.
 */
export function groupSizes(division: Pick<ScheduleDivision, 'teams' | 'format'>): number[] {
  const { groups, groupSize } = division.format;
  if (groups) return groups.map((group) => group.length);
  const n = division.teams.length;
  if (n === 0) return [];
  if (!groupSize || n <= groupSize) return [n];
  const count = Math.ceil(n / groupSize);
  return Array.from({ length: count }, (_, i) => Math.floor(n / count) + (i < n % count ? 1 : 0));
}

/** Why a division's knockout cannot be drawn from its groups, or undefined when it can. */
export function knockoutConfigIssue(division: Pick<ScheduleDivision, 'id' | 'teams' | 'format'>): string | undefined {
  if (division.format.type !== 'groups-knockout') return undefined;
  const { qualifiersPerGroup, bestThirds } = division.format.knockout;
  const sizes = groupSizes(division);
  if (sizes.length === 0) return undefined;
  const smallest = Math.min(...sizes);
  if (smallest < qualifiersPerGroup) return formText('form.groupCannotQualify', { division: division.id, size: smallest, qualifiers: qualifiersPerGroup });
  const candidates = sizes.filter((size) => size > qualifiersPerGroup).length;
  if (bestThirds > candidates) return formText('form.bestThirdsCannotQualify', { division: division.id, candidates, place: qualifiersPerGroup + 1, bestThirds });
  return undefined;
}

export type Pitch = z.infer<typeof pitchSchema>;
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;
export type MatchLength = z.infer<typeof matchLengthSchema>;
export type ScheduleTeam = z.infer<typeof scheduleTeamSchema>;
export type DivisionFormat = z.infer<typeof divisionFormatSchema>;
export type KnockoutConfig = z.infer<typeof knockoutConfigSchema>;
export type ScheduleDivision = z.infer<typeof scheduleDivisionSchema>;
export type LockedMatch = z.infer<typeof lockedMatchSchema>;
export type FixedMatch = z.infer<typeof fixedMatchSchema>;
/** A parsed input: every default filled in. Build one with `scheduleInputSchema.parse(raw)`. */
export type ScheduleInput = z.output<typeof scheduleInputSchema>;
/** What a caller writes before parsing (defaults may be left out). */
export type ScheduleInputDraft = z.input<typeof scheduleInputSchema>;
