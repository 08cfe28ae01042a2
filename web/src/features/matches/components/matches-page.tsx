import '../matches.css';
import type { Role } from '@pitchside/shared';
import { useEffect } from 'react';
import { PageHeader } from '../../../components/page-header';
import { resumeStoredQueues } from '../console/match-sync-registry';
import { AssignedMatches } from './assigned-matches';
import { CoachedMatches } from './coached-matches';
import { OrganizerMatches } from './organizer-matches';
import { MedicTodaysMatches } from '../../home/todays-matches';

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
  const assignor = roles.includes('refereeassignor');
  const coach = roles.includes('coach');
  const medic = roles.includes('medic');
  const canAssign = roles.includes('admin') || assignor;

  // Taps a console could not send before it was closed go out now.
  useEffect(() => {
    resumeStoredQueues();
  }, []);

  return (
    <div className="ps-page pm-matches">
      <PageHeader
        title="Matches"
        description={organizer ? 'Assign referees, follow results and the division tables as they come in.' : assignor ? 'Pick a tournament and assign referees to its matches.' : referee ? 'Tap a match to run it from the touchline.' : coach ? 'Open a finished match to confirm its score.' : medic ? 'Open a match to follow it and record incidents.' : undefined}
      />
      {referee && <AssignedMatches />}
      {coach && <CoachedMatches />}
      {(organizer || assignor) && (
        <OrganizerMatches orgId={orgId} tournamentId={tournamentId} onTournamentChange={onTournamentChange} canAssign={canAssign} canReset={roles.includes('admin')} showTables={organizer} />
      )}
      {/* A medic finds today's matches here (each opens the match to record incidents), not a dead end. */}
      {medic && <MedicTodaysMatches />}
      {!referee && !organizer && !assignor && !coach && !medic && <p className="ps-card ps-muted">No matches for your roles yet.</p>}
    </div>
  );
}
