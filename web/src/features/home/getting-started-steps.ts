import type { TournamentDetail } from '@pitchside/shared';
import type { ManageTab } from '../tournaments/tournament-search';

/** Where a step's link goes: a tab of the tournament's page, or its schedule page. */
export type StepLink = { page: 'manage'; tab: ManageTab | undefined } | { page: 'schedule' };

export interface GettingStartedStep {
  key: 'structure' | 'teams' | 'venue' | 'schedule' | 'publish';
  label: string;
  /** What to do, or what was done. */
  detail: string;
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
  return [
    {
      key: 'structure', label: 'Set up the structure', done: counts.divisions > 0, link: { page: 'manage', tab: 'structure' },
      detail: counts.divisions > 0 ? `${counts.divisions} ${counts.divisions === 1 ? 'division' : 'divisions'}` : 'Add divisions: age group and gender of each',
    },
    {
      key: 'teams', label: 'Add the teams', done: counts.teams > 0, link: { page: 'manage', tab: 'teams' },
      detail: counts.teams > 0 ? `${counts.teams} ${counts.teams === 1 ? 'team' : 'teams'}` : 'Enter teams, or import a spreadsheet',
    },
    {
      key: 'venue', label: 'Describe the venue', done: (venuePitches ?? 0) > 0, link: { page: 'schedule' },
      detail: (venuePitches ?? 0) > 0 ? `${venuePitches} ${venuePitches === 1 ? 'pitch' : 'pitches'}` : 'Its pitches and playing days',
    },
    {
      key: 'schedule', label: 'Make the schedule', done: counts.matches > 0, link: { page: 'schedule' },
      detail: counts.matches > 0 ? `${counts.matches} ${counts.matches === 1 ? 'match' : 'matches'}` : 'Generate it, or import one',
    },
    {
      key: 'publish', label: 'Publish', done: !tournament.draft, link: { page: 'manage', tab: undefined },
      detail: !tournament.draft ? 'The public sees it' : unpaid ? 'Pay for it, then publish it' : 'Let the public see it',
    },
  ];
}
