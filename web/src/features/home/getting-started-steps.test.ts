import { describe, expect, it } from '@jest/globals';
import { englishIntl } from '../../i18n/testing';
import { gettingStartedSteps, type StepMessage } from './getting-started-steps';

const intl = englishIntl();
const say = (message: StepMessage | undefined) => (message ? intl.formatMessage({ id: message.id }, message.values) : '');

const counts = { ageGroups: 0, divisions: 0, brackets: 0, teams: 0, matches: 0 };

describe('the organizer’s getting-started checklist', () => {
  it('ticks nothing for a new draft, and names the next thing to do', () => {
    const steps = gettingStartedSteps({ counts, draft: true, payment: { status: 'pending' } }, 0);
    expect(steps.map((step) => [step.key, step.done])).toEqual([
      ['structure', false],
      ['teams', false],
      ['venue', false],
      ['schedule', false],
      ['publish', false],
    ]);
    expect(say(steps.at(-1)?.detail)).toBe('Pay for it, then publish it');
  });

  it('ticks each step from the stored tournament', () => {
    const steps = gettingStartedSteps({ counts: { ...counts, divisions: 2, teams: 8 }, draft: true, payment: { status: 'paid' } }, 3);
    expect(steps.filter((step) => step.done).map((step) => step.key)).toEqual(['structure', 'teams', 'venue']);
    expect(steps.map((step) => say(step.detail)).slice(0, 3)).toEqual(['2 divisions', '8 teams', '3 pitches']);
    expect(gettingStartedSteps({ counts: { ...counts, divisions: 1, teams: 2, matches: 1 }, draft: false, payment: { status: 'waived' } }, 1).every((step) => step.done)).toBe(true);
  });

  it('says one of a thing in the singular', () => {
    const steps = gettingStartedSteps({ counts: { ...counts, divisions: 1, teams: 1, matches: 1 }, draft: true, payment: { status: 'paid' } }, 1);
    expect(steps.map((step) => say(step.detail)).slice(0, 4)).toEqual(['1 division', '1 team', '1 pitch', '1 match']);
  });
});
