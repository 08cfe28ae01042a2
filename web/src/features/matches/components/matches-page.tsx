import '../matches.css';
import type { Role } from '@pitchside/shared';
import { useEffect } from 'react';
import { PageHeader } from '../../../components/page-header';
import { resumeStoredQueues } from '../console/match-sync-registry';
import { AssignedMatches } from './assigned-matches';
import { OrganizerMatches } from './organizer-matches';

export interface MatchesPageProps {
  /** The signed-in user's roles (ID token groups). */
  roles: readonly Role[];
  /** The organization an organizer acts for (`x-pitchside-org`). */
  orgId: string | undefined;
  tournamentId: string | undefined;
  onTournamentChange: (tournamentId: string) => void;
}

/** /admin/matches: a referee's assigned matches; an organizer's tournaments, matches, assignments and tables. */
export function MatchesPage({ roles, orgId, tournamentId, onTournamentChange }: MatchesPageProps) {
  const referee = roles.includes('referee');
  const organizer = roles.includes('admin') || roles.includes('tournamentadmin');
  const canAssign = roles.includes('admin') || roles.includes('refereeassignor');

  // Taps a console could not send before it was closed go out now.
  useEffect(() => {
    resumeStoredQueues();
  }, []);

  return (
    <div className="ps-page pm-matches">
      <PageHeader
        title="Matches"
        description={organizer ? 'Assign referees, follow results and the division tables as they come in.' : referee ? 'Tap a match to run it from the touchline.' : undefined}
      />
      {referee && <AssignedMatches />}
      {organizer && <OrganizerMatches orgId={orgId} tournamentId={tournamentId} onTournamentChange={onTournamentChange} canAssign={canAssign} canReset={roles.includes('admin')} />}
      {!referee && !organizer && (
        <p className="ps-card ps-muted">
          {roles.includes('refereeassignor')
            ? 'Referee assignment works from the tournament’s match list, which your organizer opens to you.'
            : 'Open a match from the link your organizer shared: there you can follow the score, confirm it as a coach, or record incidents as a medic.'}
        </p>
      )}
    </div>
  );
}
