import type { TournamentDetail } from '@pitchside/shared';
import type { ManageTab } from '../../lib/tournament-search';

/** Where a step's link goes: a tab of the tournament's page, or its schedule page. */
export type StepLink = { page: 'manage'; tab: ManageTab | undefined } | { page: 'schedule' };

/** A catalog message and its values: the page says it in the active language. */
export interface StepMessage {
  id: string;
  values?: Record<string, number>;
}

export interface GettingStartedStep {
  key: 'structure' | 'teams' | 'venue' | 'schedule' | 'publish';
  label: StepMessage;
  /** What to do, or what was done. */
  detail: StepMessage;
  done: boolean;
  link: StepLink;
}

/**
 * The organizer's way from a new draft to a published tournament, each step ticked from the tournament as
 * stored (its divisions, teams, venue pitches, matches and draft flag), never from what was clicked.
 */
export function gettingStartedSteps(tournament: Pick<TournamentDetail, 'counts' | 'draft' | 'payment'>, venuePitches: number | undefined): GettingStartedStep[] {
  const { counts } = tournament;
  const unpaid = tournament.payment.status === 'pending';
  const pitches = venuePitches ?? 0;
  return [
    {
      key: 'structure',
      label: { id: 'home.step.structure' },
      done: counts.divisions > 0,
      link: { page: 'manage', tab: 'structure' },
      detail: counts.divisions > 0 ? { id: 'home.step.divisions', values: { count: counts.divisions } } : { id: 'home.step.structureTodo' },
    },
    {
      key: 'teams',
      label: { id: 'home.step.teams' },
      done: counts.teams > 0,
      link: { page: 'manage', tab: 'teams' },
      detail: counts.teams > 0 ? { id: 'home.step.teamCount', values: { count: counts.teams } } : { id: 'home.step.teamsTodo' },
    },
    {
      key: 'venue',
      label: { id: 'home.step.venue' },
      done: pitches > 0,
      link: { page: 'schedule' },
      detail: pitches > 0 ? { id: 'home.step.pitches', values: { count: pitches } } : { id: 'home.step.venueTodo' },
    },
    {
      key: 'schedule',
      label: { id: 'home.step.schedule' },
      done: counts.matches > 0,
      link: { page: 'schedule' },
      detail: counts.matches > 0 ? { id: 'home.step.matches', values: { count: counts.matches } } : { id: 'home.step.scheduleTodo' },
    },
    {
      key: 'publish',
      label: { id: 'home.step.publish' },
      done: !tournament.draft,
      link: { page: 'manage', tab: undefined },
      detail: { id: !tournament.draft ? 'home.step.published' : unpaid ? 'home.step.payThenPublish' : 'home.step.publishTodo' },
    },
  ];
}
