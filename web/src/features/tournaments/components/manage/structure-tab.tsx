import { type TournamentDetail } from '@pitchside/shared';
import { AgeGroupsCard } from './age-groups-card';
import { BracketsCard } from './brackets-card';
import { DivisionsCard } from './divisions-card';

interface TabProps {
  orgId: string | undefined;
  tournament: TournamentDetail;
}

/** Structure: divisions, brackets and age groups. Things in use are refused by the API (409), which says why. */
export function StructureTab({ orgId, tournament }: TabProps) {
  return (
    <div className="ps-tab-stack">
      <DivisionsCard orgId={orgId} tournament={tournament} />
      <BracketsCard orgId={orgId} tournament={tournament} />
      <AgeGroupsCard orgId={orgId} tournament={tournament} />
    </div>
  );
}
