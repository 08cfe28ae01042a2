import type { Goal, TeamType } from '@pitchside/shared';

const UNKNOWN = 'Unknown player';

/** 'Anna Berg', or 'Unknown player #9' when only the shirt was seen. */
export function scorerName(goal: Pick<Goal, 'playerName' | 'jerseyNumber'>): string {
  return goal.playerName === UNKNOWN && goal.jerseyNumber !== undefined ? `${UNKNOWN} #${goal.jerseyNumber}` : goal.playerName;
}

/**
 * Each goal described for its remove button and its confirmation — 'Anna Berg, 23'' — so that a screen
 * reader (and the referee reading the dialog) knows which goal goes. Two goals that would read alike (two
 * unknown scorers in one minute) get their team, then their order, so no two descriptions are the same.
 */
export function goalDescriptions(goals: readonly Pick<Goal, 'id' | 'playerName' | 'jerseyNumber' | 'matchTime' | 'teamType'>[], teamName: (side: TeamType) => string): Map<string, string> {
  const base = goals.map((goal) => ({ goal, text: `${scorerName(goal)}, ${goal.matchTime}'` }));
  const withTeam = base.map(({ goal, text }) => ({ goal, text: count(base, text) > 1 ? `${text}, ${teamName(goal.teamType)}` : text }));
  const descriptions = new Map<string, string>();
  const seen = new Map<string, number>();
  for (const { goal, text } of withTeam) {
    const total = count(withTeam, text);
    const index = (seen.get(text) ?? 0) + 1;
    seen.set(text, index);
    descriptions.set(goal.id, total > 1 ? `${text} (${index} of ${total})` : text);
  }
  return descriptions;
}

function count(items: readonly { text: string }[], text: string): number {
  return items.filter((item) => item.text === text).length;
}
