import { delayInputSchema } from '../scheduling/running-late-api';
import {
  generateScheduleInputSchema,
  lockScheduledMatchInputSchema,
  moveScheduledMatchInputSchema,
  saveScheduleVersionInputSchema,
  scheduleSetupSchema,
  shiftScheduleInputSchema,
} from '../scheduling/schedule-api';
import {
  delayPreviewSchema,
  delayResultSchema,
  scheduleRestoreResultSchema,
  scheduleVersionComparisonSchema,
  scheduleVersionListSchema,
  scheduleVersionSummarySchema,
  scheduleViewSchema,
  shiftResultSchema,
} from './schedule-responses';
import { defineRoute } from '../platform/route-entry';

const boardOk = { status: 200, schema: scheduleViewSchema } as const;

export const getScheduleSetupRoute = /* @__PURE__ */ defineRoute({
  id: 'getScheduleSetup',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/schedule/setup',
  service: 'scheduling',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'The venue: pitches, days, match lengths and the rules the scheduler keeps',
  ok: { status: 200, schema: scheduleSetupSchema },
});

export const saveScheduleSetupRoute = /* @__PURE__ */ defineRoute({
  id: 'saveScheduleSetup',
  method: 'PUT',
  path: '/api/tournaments/{tournamentId}/schedule/setup',
  service: 'scheduling',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'Save the venue and rules',
  body: scheduleSetupSchema,
  ok: { status: 200, schema: scheduleSetupSchema },
});

export const getScheduleRoute = /* @__PURE__ */ defineRoute({
  id: 'getSchedule',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/schedule',
  service: 'scheduling',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'The board: every match with its pitch and kick-off, and the rules broken',
  ok: boardOk,
});

export const generateScheduleRoute = /* @__PURE__ */ defineRoute({
  id: 'generateSchedule',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/schedule/generate',
  service: 'scheduling',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'Generate the schedule',
  body: generateScheduleInputSchema,
  bodyOptional: true,
  ok: boardOk,
});

export const moveScheduledMatchRoute = /* @__PURE__ */ defineRoute({
  id: 'moveScheduledMatch',
  method: 'PUT',
  path: '/api/tournaments/{tournamentId}/schedule/matches/{matchId}',
  service: 'scheduling',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'Move a match to another pitch, day or kick-off',
  body: moveScheduledMatchInputSchema,
  ok: boardOk,
});

export const lockScheduledMatchRoute = /* @__PURE__ */ defineRoute({
  id: 'lockScheduledMatch',
  method: 'PUT',
  path: '/api/tournaments/{tournamentId}/schedule/matches/{matchId}/lock',
  service: 'scheduling',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'Lock a match where it is (or unlock it)',
  body: lockScheduledMatchInputSchema,
  ok: boardOk,
});

export const shiftScheduleRoute = /* @__PURE__ */ defineRoute({
  id: 'shiftSchedule',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/schedule/shift',
  service: 'scheduling',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'Shift matches (a weather day): later, or to another day',
  body: shiftScheduleInputSchema,
  ok: { status: 200, schema: shiftResultSchema },
});

export const listScheduleVersionsRoute = /* @__PURE__ */ defineRoute({
  id: 'listScheduleVersions',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/schedule/versions',
  service: 'scheduling',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'Saved versions of the schedule',
  ok: { status: 200, schema: scheduleVersionListSchema },
});

export const saveScheduleVersionRoute = /* @__PURE__ */ defineRoute({
  id: 'saveScheduleVersion',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/schedule/versions',
  service: 'scheduling',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'Save the current schedule as a named version',
  body: saveScheduleVersionInputSchema,
  ok: { status: 201, schema: scheduleVersionSummarySchema },
});

export const compareScheduleVersionRoute = /* @__PURE__ */ defineRoute({
  id: 'compareScheduleVersion',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/schedule/versions/{versionId}',
  service: 'scheduling',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'What differs between a version and the current schedule',
  ok: { status: 200, schema: scheduleVersionComparisonSchema },
});

export const restoreScheduleVersionRoute = /* @__PURE__ */ defineRoute({
  id: 'restoreScheduleVersion',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/schedule/versions/{versionId}/restore',
  service: 'scheduling',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'Restore a version (played matches stay where they were)',
  ok: { status: 200, schema: scheduleRestoreResultSchema },
});

export const previewDelayRoute = /* @__PURE__ */ defineRoute({
  id: 'previewDelay',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/schedule/delays/preview',
  service: 'scheduling',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin', 'referee'],
  summary: 'Running late: what a delay of a pitch or a match would move, and the rules it would break',
  description: 'Nothing is written. Organizers; a referee for their own match or a pitch they referee on that day.',
  body: delayInputSchema,
  ok: { status: 200, schema: delayPreviewSchema },
});

export const applyDelayRoute = /* @__PURE__ */ defineRoute({
  id: 'applyDelay',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/schedule/delays',
  service: 'scheduling',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin', 'referee'],
  summary: 'Running late: apply a delay (expected kick-offs, all or nothing); coaches and referees are told',
  description: 'Refused with 409 `delay_needs_confirmation` while a rule break is not in `acceptedViolations`, and 409 `schedule_changed` when a match started or changed meanwhile.',
  body: delayInputSchema,
  ok: { status: 200, schema: delayResultSchema },
});
