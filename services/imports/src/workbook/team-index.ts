import { sameTeam, slugOf, teamKey } from '@pitchside/shared';
import { createHash } from 'node:crypto';
import type { ExistingTournamentTeam } from './plan-types';

export interface Named {
  team: string;
  club: string | null;
}

function keysOf(name: string, club: string | null): string[] {
  const keys = new Set([teamKey(name, club), teamKey(name)]);
  if (club) keys.add(teamKey(`${club} ${name}`));
  return [...keys];
}

/** Finds a team among many without comparing against each: candidates by key, then the exact rule. */
export class TeamIndex<T extends Named> {
  private readonly byKey = new Map<string, T[]>();

  add(entry: T): void {
    for (const key of keysOf(entry.team, entry.club)) {
      const list = this.byKey.get(key);
      if (list) list.push(entry);
      else this.byKey.set(key, [entry]);
    }
  }

  find(name: string, club: string | null): T | undefined {
    for (const key of keysOf(name, club)) {
      const found = this.byKey.get(key)?.find((entry) => sameTeam({ name: entry.team, club: entry.club }, { name, club }));
      if (found) return found;
    }
    return undefined;
  }
}

/**
 * The key of each tournament team the import names: a stored team keeps its key (so a re-import finds it
 * again), a new one takes the first free key of its name, then of its name and club.
 */
export function teamKeyAllocator(existingTeams: readonly ExistingTournamentTeam[]): (name: string, club: string | null) => string {
  const taken = new Map<string, Named>();
  for (const existing of existingTeams) taken.set(existing.teamKey, { team: existing.team, club: existing.club });
  const storedByName = new TeamIndex<ExistingTournamentTeam>();
  for (const existing of existingTeams) storedByName.add(existing);
  return (name, club) => {
    const stored = storedByName.find(name, club);
    if (stored) return stored.teamKey;
    const base = teamKey(name, club) || slugOf(name) || 'team';
    const candidates = [base, `${base}--${slugOf(club ?? '') || 'team'}`];
    for (let n = 2; n < 1000; n++) candidates.push(`${candidates[1]}-${n}`);
    for (const key of candidates) {
      const holder = taken.get(key);
      if (!holder) {
        taken.set(key, { team: name, club });
        return key;
      }
      if (sameTeam({ name: holder.team, club: holder.club }, { name, club })) return key;
    }
    return `${base}--${createHash('sha256').update(`${name}|${club}`).digest('hex').slice(0, 12)}`;
  };
}
