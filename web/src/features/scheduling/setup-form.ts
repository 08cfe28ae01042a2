import { AGES, fieldErrors, isAge, scheduleSetupSchema, type Age, type PitchSize, type ScheduleSetup, type ScheduleSetupInput } from '@pitchside/shared';

/**
 * The venue & rules form. Its values have the setup's own shape (pitches and days are lists, formats and
 * match lengths are keyed by division id and age), so a field's name path is the API's field path and a
 * 400's `fields` land on the right input. Only the empty number inputs differ: antd gives null.
 */
export interface PitchRow {
  id: string;
  name: string;
  size: PitchSize;
  ages: Age[];
}

export interface DayRow {
  date: string;
  start: string;
  end: string;
}

export interface KnockoutRow {
  qualifiersPerGroup: number | null;
  bestThirds: number | null;
  thirdPlaceMatch: boolean;
}

export interface FormatRow {
  type: 'round-robin' | 'groups-knockout';
  legs: 1 | 2;
  groupSize: number | null;
  /** Only sent for groups → knockout. */
  knockout: KnockoutRow;
}

export interface LengthRow {
  halfMinutes: number | null;
  breakMinutes: number | null;
}

export interface SetupFormValues {
  pitches: PitchRow[];
  days: DayRow[];
  changeoverMinutes: number | null;
  minRestMinutes: number | null;
  maxMatchesPerTeamPerDay: number | null;
  clubRule: boolean;
  startStepMinutes: number | null;
  matchLengths: Partial<Record<Age, LengthRow>>;
  formats: Record<string, FormatRow>;
}

/** What the form needs from the tournament: its dates, ages, divisions and its own match length. */
export interface SetupTournament {
  startDate: string;
  endDate: string;
  ageGroups: readonly Age[];
  divisions: readonly { divisionId: string; name: string; age: Age }[];
  firstHalfDuration: number;
  breakDuration: number;
}

export const DEFAULT_DAY_WINDOW = { start: '09:00', end: '18:00' } as const;

/** The usual pitch for an age: 5v5 up to u8, 7v7 to u10, 9v9 to u12, then full size. */
export function suggestedSize(age: Age): PitchSize {
  const years = Number(age.slice(1));
  if (years <= 8) return '5v5';
  if (years <= 10) return '7v7';
  if (years <= 12) return '9v9';
  return '11v11';
}

/** Every calendar day from start to end (inclusive), at most 60 (the schema's limit). */
export function tournamentDates(startDate: string, endDate: string): string[] {
  const dates: string[] = [];
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate || startDate}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) return dates;
  for (let time = start; time <= end && dates.length < 60; time += 86_400_000) dates.push(new Date(time).toISOString().slice(0, 10));
  return dates;
}

export function newPitchId(existing: readonly { id: string }[]): string {
  const taken = new Set(existing.map((pitch) => pitch.id));
  for (let n = existing.length + 1; ; n++) {
    const id = `pitch-${n}`;
    if (!taken.has(id)) return id;
  }
}

/** The tournament's ages that usually play on a pitch of this size (all of them when none does). */
export function agesForSize(size: PitchSize, ages: readonly Age[]): Age[] {
  const suited = ages.filter((age) => suggestedSize(age) === size);
  return suited.length > 0 ? suited : [...ages];
}

/**
 * A new pitch row: the next free number, the size most of the tournament's ages play on, and EVERY age of
 * the tournament. Narrowing the ages is the organizer's choice: a new pitch that took only the ages of its
 * size left a whole division ("no pitch allows Under 14") with nowhere to play.
 */
export function newPitch(existing: readonly PitchRow[], ages: readonly Age[]): PitchRow {
  const sizes = ages.map(suggestedSize);
  const size = [...sizes].sort((a, b) => sizes.filter((s) => s === b).length - sizes.filter((s) => s === a).length)[0] ?? '11v11';
  return { id: newPitchId(existing), name: `Pitch ${existing.length + 1}`, size, ages: [...ages] };
}

/**
 * After a pitch's size changed: the ages that go with the new size, when the organizer had not chosen
 * the ages by hand (they were empty, or exactly what the old size suggested); otherwise undefined.
 */
export function agesAfterSizeChange(before: Pick<PitchRow, 'size' | 'ages'>, size: PitchSize, ages: readonly Age[]): Age[] | undefined {
  const suggested = agesForSize(before.size, ages);
  const untouched = before.ages.length === 0 || (before.ages.length === suggested.length && suggested.every((age) => before.ages.includes(age)));
  return untouched ? agesForSize(size, ages) : undefined;
}

/** The form's first values: the saved setup, with the tournament's days filled in while none are saved. */
export function toFormValues(setup: ScheduleSetup | undefined, tournament: SetupTournament): SetupFormValues {
  const formats: Record<string, FormatRow> = {};
  for (const division of tournament.divisions) {
    const saved = setup?.formats[division.divisionId];
    const knockout = saved?.type === 'groups-knockout' ? saved.knockout : undefined;
    formats[division.divisionId] = {
      type: saved?.type ?? 'round-robin',
      legs: saved?.legs ?? 1,
      groupSize: saved?.groupSize ?? null,
      knockout: { qualifiersPerGroup: knockout?.qualifiersPerGroup ?? 2, bestThirds: knockout?.bestThirds ?? 0, thirdPlaceMatch: knockout?.thirdPlaceMatch ?? false },
    };
  }
  const matchLengths: Partial<Record<Age, LengthRow>> = {};
  for (const age of tournament.ageGroups) {
    const saved = setup?.matchLengths[age];
    matchLengths[age] = { halfMinutes: saved?.halfMinutes ?? null, breakMinutes: saved?.breakMinutes ?? null };
  }
  const days = setup && setup.days.length > 0 ? setup.days.map((day) => ({ ...day })) : tournamentDates(tournament.startDate, tournament.endDate).map((date) => ({ date, ...DEFAULT_DAY_WINDOW }));
  return {
    pitches: (setup?.pitches ?? []).map((pitch) => ({ ...pitch, ages: [...pitch.ages] })),
    days,
    changeoverMinutes: setup?.changeoverMinutes ?? 5,
    minRestMinutes: setup?.minRestMinutes ?? 60,
    maxMatchesPerTeamPerDay: setup?.maxMatchesPerTeamPerDay ?? 2,
    clubRule: setup?.clubRule ?? false,
    startStepMinutes: setup?.startStepMinutes ?? 5,
    matchLengths,
    formats,
  };
}

const orUndefined = (value: number | null | undefined) => (value === null || value === undefined ? undefined : value);

/**
 * The request body. An age's length row left empty uses the tournament's; half filled in, the other
 * half comes from the tournament too. The seed is kept as saved, so saving never redraws the groups.
 */
export function toSetupInput(values: SetupFormValues, tournament: Pick<SetupTournament, 'firstHalfDuration' | 'breakDuration'>, seed?: number): ScheduleSetupInput {
  const matchLengths: ScheduleSetupInput['matchLengths'] = {};
  for (const [age, row] of Object.entries(values.matchLengths ?? {})) {
    if (!isAge(age) || !row || (row.halfMinutes === null && row.breakMinutes === null)) continue;
    matchLengths[age] = {
      halfMinutes: row.halfMinutes ?? Math.round(tournament.firstHalfDuration / 60),
      breakMinutes: row.breakMinutes ?? Math.round(tournament.breakDuration / 60),
    };
  }
  const formats: ScheduleSetupInput['formats'] = {};
  for (const [divisionId, row] of Object.entries(values.formats ?? {})) {
    const groupSize = orUndefined(row.groupSize);
    const common = { legs: row.legs, ...(groupSize !== undefined ? { groupSize } : {}) };
    if (row.type === 'groups-knockout') {
      const qualifiersPerGroup = orUndefined(row.knockout?.qualifiersPerGroup);
      const bestThirds = orUndefined(row.knockout?.bestThirds);
      formats[divisionId] = {
        type: 'groups-knockout',
        ...common,
        knockout: { ...(qualifiersPerGroup !== undefined ? { qualifiersPerGroup } : {}), ...(bestThirds !== undefined ? { bestThirds } : {}), thirdPlaceMatch: row.knockout?.thirdPlaceMatch ?? false },
      };
    } else {
      formats[divisionId] = { type: 'round-robin', ...common };
    }
  }
  return {
    pitches: (values.pitches ?? []).map((pitch) => ({ id: pitch.id, name: (pitch.name ?? '').trim(), size: pitch.size, ages: pitch.ages ?? [] })),
    days: (values.days ?? []).map((day) => ({ date: day.date ?? '', start: day.start ?? '', end: day.end ?? '' })),
    matchLengths,
    changeoverMinutes: orUndefined(values.changeoverMinutes),
    minRestMinutes: orUndefined(values.minRestMinutes),
    maxMatchesPerTeamPerDay: orUndefined(values.maxMatchesPerTeamPerDay),
    clubRule: values.clubRule ?? false,
    startStepMinutes: orUndefined(values.startStepMinutes),
    ...(seed !== undefined ? { seed } : {}),
    formats,
  };
}

/** The venue form's own checks: each problem's message id (app catalogs) and its English. */
export const VENUE_PROBLEMS = {
  'scheduling.setup.problem.pitchName': 'Name the pitch',
  'scheduling.setup.problem.pitchTwice': 'Another pitch has this name',
  'scheduling.setup.problem.pitchAges': 'Choose the age groups that may play here',
  'scheduling.setup.problem.date': 'Choose a date',
  'scheduling.setup.problem.dateTwice': 'This day is listed twice',
} as const;
export type VenueProblemId = keyof typeof VENUE_PROBLEMS;

/** The form's problems in English by field path, and the message id of those the venue form found itself. */
export interface SetupCheck {
  problems: Record<string, string>;
  ids: Record<string, VenueProblemId>;
}

/**
 * Every problem of the form, keyed by field path ('pitches.0.name'): the shared schema's, plus what only
 * the whole venue shows (a pitch name or a date given twice, a pitch nobody may use), which also names
 * its message id (`ids`), so the screen words it by the id rather than by its English.
 */
export function checkSetup(input: ScheduleSetupInput): SetupCheck {
  const result = scheduleSetupSchema.safeParse(input);
  const problems = result.success ? {} : fieldErrors(result.error);
  const ids: Record<string, VenueProblemId> = {};
  const put = (path: string, id: VenueProblemId, over = false) => {
    if (!over && problems[path] !== undefined) return;
    problems[path] = VENUE_PROBLEMS[id];
    ids[path] = id;
  };
  const seen = new Map<string, number>();
  input.pitches.forEach((pitch, index) => {
    if (!pitch.name) put(`pitches.${index}.name`, 'scheduling.setup.problem.pitchName');
    const key = pitch.name.toLowerCase();
    if (key && seen.has(key)) put(`pitches.${index}.name`, 'scheduling.setup.problem.pitchTwice');
    seen.set(key, index);
    if (pitch.ages.length === 0) put(`pitches.${index}.ages`, 'scheduling.setup.problem.pitchAges');
  });
  const dates = new Set<string>();
  input.days.forEach((day, index) => {
    if (!day.date) put(`days.${index}.date`, 'scheduling.setup.problem.date', true);
    else if (dates.has(day.date)) put(`days.${index}.date`, 'scheduling.setup.problem.dateTwice');
    dates.add(day.date);
  });
  return { problems, ids };
}

/** The form's problems in English, by field path (`checkSetup` without the ids). */
export function setupProblems(input: ScheduleSetupInput): Record<string, string> {
  return checkSetup(input).problems;
}

/**
 * The form field a problem belongs on: its own path when the form has that field, the knockout's first
 * input for a problem of the knockout as a whole (the server's "3 cannot qualify from a group of 2"), or
 * undefined when no field can show it (the form's alert does).
 */
export function problemField(path: string): string | undefined {
  if (/^formats\.[^.]+\.knockout$/.test(path)) return `${path}.qualifiersPerGroup`;
  if (/^formats\.[^.]+(\.groups.*)?$/.test(path)) return path.replace(/(\.groups.*)?$/, '.groupSize');
  const known = [
    /^pitches\.\d+\.(name|size|ages)$/,
    /^days\.\d+\.(date|start|end)$/,
    /^(changeoverMinutes|minRestMinutes|maxMatchesPerTeamPerDay|startStepMinutes)$/,
    /^matchLengths\.u\d+\.(halfMinutes|breakMinutes)$/,
    /^formats\.[^.]+\.(groupSize|knockout\.(qualifiersPerGroup|bestThirds))$/,
  ];
  return known.some((pattern) => pattern.test(path)) ? path : undefined;
}

/** 'pitches.0.name' → ['pitches', 0, 'name'] (antd's name path: list indexes are numbers). */
export function namePath(path: string): (string | number)[] {
  return path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

export const SIZE_OPTIONS = (['5v5', '7v7', '9v9', '11v11'] as const).map((size) => ({ value: size, label: size }));

/**
 * The tournament's ages in order: those it was created with and those of its divisions (an import adds
 * divisions of ages the creation form never listed), or all of them when there are none.
 */
export function tournamentAges(ages: readonly Age[], divisions: readonly { age: string }[] = []): Age[] {
  const all = new Set<string>([...ages, ...divisions.map((division) => division.age)]);
  return all.size > 0 ? AGES.filter((age) => all.has(age)) : [...AGES];
}
