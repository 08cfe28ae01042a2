import * as z from 'zod';
import { AGES, type Age } from '../constants/ages';
import { idSchema } from '../entities/common';
import { minutesOfDay } from '../scheduling/time';
import { typedNumber } from '../validation/field-schemas';
import { formText } from '../i18n/form-text';

/** What a referee does on a match: the centre referee runs it, assistants run the lines. */
export const OFFICIAL_ROLES = ['centre', 'assistant'] as const;
export type OfficialRole = (typeof OFFICIAL_ROLES)[number];

/** Limits of one referee's availability: a cup is a week at most, a few windows a day. */
export const AVAILABILITY_LIMITS = {
  windows: 60,
  pitches: 100,
  unavailable: 60,
  clubs: 10,
  clubName: 120,
  maxMatchesPerDay: 12,
  note: 500,
} as const;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, formText('form.timeHhMm'));

export const availabilityWindowSchema = z
  .strictObject({ date: z.iso.date(), start: hhmm, end: hhmm })
  .refine((window) => minutesOfDay(window.end) > minutesOfDay(window.start), { message: formText('form.dayEndsAfterStart'), path: ['end'] });
export type AvailabilityWindow = z.infer<typeof availabilityWindowSchema>;

/**
 * When and where a referee can officiate for one tournament (issue 34): time windows on its days, the
 * pitches (none = any), the most matches a day, the ages and roles they do, the dates they cannot, and the
 * clubs they coach or play for (self-declared; their coached teams are found too), so they are never
 * offered a match of their own club.
 */
export const availabilityInputSchema = z.strictObject({
  windows: z.array(availabilityWindowSchema).min(1).max(AVAILABILITY_LIMITS.windows),
  pitches: z.array(idSchema).max(AVAILABILITY_LIMITS.pitches),
  maxMatchesPerDay: typedNumber().int().min(1).max(AVAILABILITY_LIMITS.maxMatchesPerDay),
  ages: z.array(z.enum(AGES)).min(1, formText('form.chooseAgeGroup')).max(AGES.length),
  roles: z.array(z.enum(OFFICIAL_ROLES)).min(1).max(OFFICIAL_ROLES.length),
  unavailable: z.array(z.iso.date()).max(AVAILABILITY_LIMITS.unavailable),
  clubs: z.array(z.string().trim().min(1).max(AVAILABILITY_LIMITS.clubName)).max(AVAILABILITY_LIMITS.clubs),
});
export type AvailabilityInput = z.infer<typeof availabilityInputSchema>;

export interface Availability extends AvailabilityInput {
  refereeUid: string;
  refereeName: string;
  updatedAt: string;
}

export type AvailabilityProblem = { field: string; messageId: 'referees.availability.outsideDays'; values: { date: string; first: string; last: string } };

/**
 * Availability must name only the tournament's days (windows and unavailable dates alike): a date
 * outside them is refused, never stored half-way. Returns the first problem, or null.
 */
export function availabilityOutsideDays(input: Pick<AvailabilityInput, 'windows' | 'unavailable'>, days: { startDate: string; endDate: string }): AvailabilityProblem | null {
  const outside = (date: string) => date < days.startDate || date > days.endDate;
  const window = input.windows.findIndex((candidate) => outside(candidate.date));
  if (window >= 0) {
    return {
      field: `windows.${window}.date`,
      messageId: 'referees.availability.outsideDays',
      values: { date: (input.windows[window] as AvailabilityWindow).date, first: days.startDate, last: days.endDate },
    };
  }
  const off = input.unavailable.findIndex(outside);
  if (off >= 0) return { field: `unavailable.${off}`, messageId: 'referees.availability.outsideDays', values: { date: input.unavailable[off] as string, first: days.startDate, last: days.endDate } };
  return null;
}

/** Whether the referee does matches of this age in this role. */
export function qualifiedFor(availability: Pick<AvailabilityInput, 'ages' | 'roles'>, age: Age, role: OfficialRole): boolean {
  return availability.ages.includes(age) && availability.roles.includes(role);
}
