import type { IntlShape } from 'react-intl';

/**
 * A knockout round as the server names it ('Semi-final', 'Round of 16' — shared/scheduling) in the
 * reader's language. A name the organizer typed themselves (an imported schedule) stays as typed.
 */
export function roundLabel(intl: IntlShape, roundName: string): string {
  switch (roundName) {
    case 'Final':
      return intl.formatMessage({ id: 'round.final' });
    case 'Semi-final':
      return intl.formatMessage({ id: 'round.semiFinal' });
    case 'Quarter-final':
      return intl.formatMessage({ id: 'round.quarterFinal' });
    case 'Third place':
      return intl.formatMessage({ id: 'round.thirdPlace' });
    default: {
      const roundOf = /^Round of (\d+)$/.exec(roundName);
      return roundOf ? intl.formatMessage({ id: 'round.roundOf' }, { teams: Number(roundOf[1]) }) : roundName;
    }
  }
}
