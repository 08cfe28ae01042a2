import {
  createTournamentInputSchema,
  DEFAULT_DISPUTE_WINDOW_MINUTES,
  DEFAULT_MATCH_DURATIONS,
  DEFAULT_TIE_BREAKERS,
  isTimeZone,
  updateTournamentInputSchema,
  type Age,
  type CreateTournamentInput,
  type Gender,
  type TieBreaker,
  type TournamentDays,
  type TournamentDetail,
  type TournamentType,
  type UpdateTournamentInput,
} from '@pitchside/shared';
import * as z from 'zod';
import { ApiError } from '../../lib/api-error';

/**
 * The tournament form as people fill it: durations in minutes (stored in seconds), the tie-breaker chain
 * without its fixed last link ('name'), the cap empty when not used. The form validates with the shared
 * input schemas through `toInput`, so each field shows the API's own message.
 */
export interface TournamentFormValues {
  name: string;
  type: TournamentType | undefined;
  days: TournamentDays | undefined;
  startDate: string;
  endDate: string;
  venue: string;
  ageGroups: Age[];
  genders: Gender[];
  firstHalfMinutes: number | null;
  breakMinutes: number | null;
  secondHalfMinutes: number | null;
  /** Ordered; 'name' is appended on the way out. */
  tieBreakers: TieBreaker[];
  gdCap: number | null;
  /** Minutes after a match's completion during which its coaches may dispute the result. */
  disputeWindowMinutes: number | null;
  /** The venue's IANA zone; '' only for a tournament made before zones that nobody has set yet. */
  timeZone: string;
}

/** Which input field a form field's problem is reported under (the minutes fields carry the seconds' names). */
export const DURATION_FIELDS = {
  firstHalfMinutes: 'firstHalfDuration',
  breakMinutes: 'breakDuration',
  secondHalfMinutes: 'secondHalfDuration',
} as const;

const seconds = (minutes: number | null | undefined) => (typeof minutes === 'number' && Number.isFinite(minutes) ? Math.round(minutes * 60) : undefined);
const minutes = (secondsValue: number) => Math.round((secondsValue / 60) * 100) / 100;
const blankToUndefined = (value: string | undefined) => (value === '' ? undefined : value);

function toInput(values: Partial<TournamentFormValues>, clearCap: boolean) {
  const chain = values.tieBreakers ?? [];
  return {
    name: values.name,
    type: values.type,
    days: values.days,
    startDate: blankToUndefined(values.startDate),
    endDate: blankToUndefined(values.endDate),
    venue: values.venue,
    ageGroups: values.ageGroups ?? [],
    genders: values.genders ?? [],
    firstHalfDuration: seconds(values.firstHalfMinutes),
    breakDuration: seconds(values.breakMinutes),
    secondHalfDuration: seconds(values.secondHalfMinutes),
    tieBreakers: [...chain.filter((link) => link !== 'name'), 'name'],
    gdCap: typeof values.gdCap === 'number' ? values.gdCap : clearCap ? null : undefined,
    disputeWindowMinutes: typeof values.disputeWindowMinutes === 'number' ? values.disputeWindowMinutes : undefined,
    timeZone: blankToUndefined(values.timeZone),
  };
}

const withoutUndefined = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));

/** For `schemaRule` and `parseForm`: form values → POST /api/tournaments input. */
export const createTournamentFormSchema: z.ZodType<CreateTournamentInput> = z.preprocess(
  (values) => withoutUndefined(toInput(values as Partial<TournamentFormValues>, false)),
  createTournamentInputSchema,
);

/** Form values → PATCH input: every setting sent; an emptied cap is cleared (null). */
export const updateTournamentFormSchema: z.ZodType<UpdateTournamentInput> = z.preprocess(
  (values) => withoutUndefined(toInput(values as Partial<TournamentFormValues>, true)),
  updateTournamentInputSchema,
);

export function newTournamentValues(): TournamentFormValues {
  return {
    name: '',
    type: 'tournament',
    days: 'weekends',
    startDate: '',
    endDate: '',
    venue: '',
    ageGroups: [],
    genders: [],
    firstHalfMinutes: minutes(DEFAULT_MATCH_DURATIONS.firstHalfDuration),
    breakMinutes: minutes(DEFAULT_MATCH_DURATIONS.breakDuration),
    secondHalfMinutes: minutes(DEFAULT_MATCH_DURATIONS.secondHalfDuration),
    tieBreakers: DEFAULT_TIE_BREAKERS.filter((link) => link !== 'name'),
    gdCap: null,
    disputeWindowMinutes: DEFAULT_DISPUTE_WINDOW_MINUTES,
    timeZone: browserTimeZone(),
  };
}

/** The browser's own zone: an organizer usually creates the tournament near where it is played. */
export function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isTimeZone(zone) ? zone : '';
  } catch {
    return '';
  }
}

export function tournamentValues(tournament: TournamentDetail): TournamentFormValues {
  return {
    name: tournament.name,
    type: tournament.type,
    days: tournament.days,
    startDate: tournament.startDate,
    endDate: tournament.endDate,
    venue: tournament.venue,
    ageGroups: [...tournament.ageGroups],
    genders: [...tournament.genders],
    firstHalfMinutes: minutes(tournament.firstHalfDuration),
    breakMinutes: minutes(tournament.breakDuration),
    secondHalfMinutes: minutes(tournament.secondHalfDuration),
    tieBreakers: tournament.tieBreakers.filter((link) => link !== 'name'),
    gdCap: tournament.gdCap,
    disputeWindowMinutes: tournament.disputeWindowMinutes ?? DEFAULT_DISPUTE_WINDOW_MINUTES,
    timeZone: tournament.timeZone ?? '',
  };
}

/** The API names the durations in seconds; the form's fields are minutes. A 400's `fields` are renamed to land on them. */
const API_TO_FORM_FIELD: Record<string, string> = Object.fromEntries(Object.entries(DURATION_FIELDS).map(([form, input]) => [input, form]));

export function withFormFieldNames(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const rename = <T>(byField: Readonly<Record<string, T>>) => Object.fromEntries(Object.entries(byField).map(([name, problem]) => [API_TO_FORM_FIELD[name] ?? name, problem]));
  // The ids travel with the renamed fields: the form words them in the language on screen.
  return new ApiError(error.status, error.code, error.message, rename(error.fields), error.said, rename(error.fieldSaid));
}
