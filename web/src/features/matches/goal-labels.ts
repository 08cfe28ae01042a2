import type { Goal, TeamType } from '@pitchside/shared';
import type { IntlShape } from 'react-intl';
import { playerDisplayName } from '../../i18n/player-name';

const UNKNOWN = 'Unknown player';

/** 'Anna Berg', or 'Unknown player #9' when only the shirt was seen. */
export function scorerName(goal: Pick<Goal, 'playerName' | 'jerseyNumber'>): string {
  return goal.playerName === UNKNOWN && goal.jerseyNumber !== undefined ? `${UNKNOWN} #${goal.jerseyNumber}` : goal.playerName;
}

/** The words of a description in the language on screen; English when none is given (tests, logs). */
export interface GoalWords {
  player: (name: string) => string;
  order: (text: string, index: number, total: number) => string;
}

export function goalWords(intl: IntlShape): GoalWords {
  return { player: (name) => playerDisplayName(intl, name), order: (text, index, total) => intl.formatMessage({ id: 'console.goalOrder' }, { text, index, total }) };
}

const ENGLISH: GoalWords = { player: (name) => name, order: (text, index, total) => `${text} (${index} of ${total})` };

/**
 * Each goal described for its remove button and its confirmation — 'Anna Berg, 23'' — so that a screen
 * reader (and the referee reading the dialog) knows which goal goes. Two goals that would read alike (two
 * unknown scorers in one minute) get their team, then their order, so no two descriptions are the same.
 */
export function goalDescriptions(
  goals: readonly Pick<Goal, 'id' | 'playerName' | 'jerseyNumber' | 'matchTime' | 'teamType'>[],
  teamName: (side: TeamType) => string,
  words: GoalWords = ENGLISH,
): Map<string, string> {
  const base = goals.map((goal) => ({ goal, text: `${words.player(scorerName(goal))}, ${goal.matchTime}'` }));
  const withTeam = base.map(({ goal, text }) => ({ goal, text: count(base, text) > 1 ? `${text}, ${teamName(goal.teamType)}` : text }));
  const descriptions = new Map<string, string>();
  const seen = new Map<string, number>();
  for (const { goal, text } of withTeam) {
    const total = count(withTeam, text);
    const index = (seen.get(text) ?? 0) + 1;
    seen.set(text, index);
    descriptions.set(goal.id, total > 1 ? words.order(text, index, total) : text);
  }
  return descriptions;
}

function count(items: readonly { text: string }[], text: string): number {
  return items.filter((item) => item.text === text).length;
}
