import '../matches.css';
import type { Role } from '@pitchside/shared';
import { useEffect } from 'react';
import { PageHeader } from '../../../components/page-header';
import { resumeStoredQueues } from '../console/match-sync-registry';
import { AssignedMatches } from './assigned-matches';
import { CoachedMatches } from './coached-matches';
import { OrganizerMatches } from './organizer-matches';
import { MedicTodaysMatches } from './todays-matches';
import { RefereeOffers } from '../../referee-offers/components/referee-offers';
import { AvailabilitySection } from '../../referee-offers/components/availability-form';
import { useIntl } from 'react-intl';

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
  const intl = useIntl();
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
        title={intl.formatMessage({ id: 'nav.matches' })}
        description={
          organizer
            ? intl.formatMessage({ id: 'matchesPage.organizer' })
            : assignor
              ? intl.formatMessage({ id: 'matchesPage.assignor' })
              : referee
                ? intl.formatMessage({ id: 'matchesPage.referee' })
                : coach
                  ? intl.formatMessage({ id: 'matchesPage.coach' })
                  : medic
                    ? intl.formatMessage({ id: 'matchesPage.medic' })
                    : undefined
        }
      />
      {referee && <RefereeOffers />}
      {referee && <AvailabilitySection />}
      {referee && <AssignedMatches />}
      {coach && <CoachedMatches />}
      {(organizer || assignor) && (
        <OrganizerMatches orgId={orgId} tournamentId={tournamentId} onTournamentChange={onTournamentChange} canAssign={canAssign} canReset={roles.includes('admin')} showTables={organizer} />
      )}
      {/* A medic finds today's matches here (each opens the match to record incidents), not a dead end. */}
      {medic && <MedicTodaysMatches />}
      {!referee && !organizer && !assignor && !coach && !medic && <p className="ps-card ps-muted">{intl.formatMessage({ id: 'matchesPage.none' })}</p>}
    </div>
  );
}
