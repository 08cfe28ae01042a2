import type { ScheduleSetup } from '@pitchside/shared';
import { loadTournamentAccess, ValidationError, type Actor } from '@pitchside/core';
import type { SchedulingPorts } from '../ports';
import { parseScheduleInput, setupOf } from './schedule-context';
import { buildDraft, teamsOfDivision } from './tournament-input';

export async function getScheduleSetup(ports: SchedulingPorts, actor: Actor, orgId: string | undefined, tournamentId: string): Promise<ScheduleSetup> {
  await loadTournamentAccess(ports, actor, orgId, tournamentId, 'read');
  return setupOf(await ports.schedules.state(tournamentId));
}

function duplicates<T>(items: readonly T[], keyOf: (item: T) => string, path: (index: number) => string, message: (key: string) => string, fields: Record<string, string>) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (seen.has(key)) fields[path(index)] ??= message(key);
    seen.add(key);
  });
}

/**
 * Saves the venue and rules after checking them against the tournament as it is now: pitch ids and
 * days once each, formats only for divisions it has, drawn groups only with that division's teams (each
 * once), a knockout its groups can feed. A problem is a 400 naming the field, as the setup form shows it.
 */
export async function saveScheduleSetup(ports: SchedulingPorts, actor: Actor, orgId: string | undefined, tournamentId: string, setup: ScheduleSetup): Promise<ScheduleSetup> {
  const { tournament } = await loadTournamentAccess(ports, actor, orgId, tournamentId, 'manage');
  const [divisions, teams] = await Promise.all([ports.structure.divisions(tournamentId), ports.structure.teams(tournamentId)]);
  const fields: Record<string, string> = {};
  duplicates(
    setup.pitches,
    (pitch) => pitch.id,
    (i) => `pitches.${i}.id`,
    (id) => `Two pitches have the id '${id}'`,
    fields,
  );
  duplicates(
    setup.days,
    (day) => day.date,
    (i) => `days.${i}.date`,
    (date) => `${date} is listed twice`,
    fields,
  );
  const byId = new Map(divisions.map((division) => [division.divisionId, division]));
  for (const [divisionId, format] of Object.entries(setup.formats)) {
    const division = byId.get(divisionId);
    if (!division) {
      fields[`formats.${divisionId}`] = 'There is no such division in this tournament';
      continue;
    }
    const own = new Set(teamsOfDivision(division, teams).map((team) => team.teamKey));
    const grouped = (format.groups ?? []).flat();
    const stranger = grouped.find((teamKey) => !own.has(teamKey));
    if (stranger) fields[`formats.${divisionId}.groups`] = `'${stranger}' is not a team of ${division.name}`;
    else if (new Set(grouped).size !== grouped.length) fields[`formats.${divisionId}.groups`] = 'A team is in two groups';
  }
  if (Object.keys(fields).length === 0) {
    // Whatever else the scheduling core refuses (a knockout its groups cannot feed, …), said now rather than at generation.
    try {
      parseScheduleInput(buildDraft(tournament, setup, divisions, teams, new Map()));
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      // A bracket of one is the tournament's structure, not this setup: generation names it, saving the venue does not stop on it.
      const fromBrackets = (path: string) => {
        const match = /^formats\.([^.]+)\.groups\.\d+$/.exec(path);
        return match !== null && !setup.formats[match[1] as string]?.groups;
      };
      Object.assign(fields, Object.fromEntries(Object.entries(error.fields ?? {}).filter(([path]) => !fromBrackets(path))));
    }
  }
  if (Object.keys(fields).length > 0) throw new ValidationError('Some fields are not valid', fields);
  await ports.schedules.saveSetup(tournamentId, JSON.stringify(setup), actor.uid, ports.clock.now().toISOString());
  return setup;
}
