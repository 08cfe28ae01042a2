import type { ImportTeamRow } from '@pitchside/shared';
import { useImportTeams } from '../api/import-teams';
import { useCoaches } from '../api/list-coaches';
import { teamsFromSheet } from '../import/teams-sheet';
import { SheetImportModal } from '../../../components/sheet-import-modal';
import { FormattedMessage, useIntl } from 'react-intl';

/** Admins: teams from a .csv or .xlsx (POST /api/teams/import), with the report of spec §5's skipped rows. */
export function ImportTeamsModal({ orgId, open, onClose }: { orgId: string | undefined; open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const importTeams = useImportTeams(orgId);
  const coaches = useCoaches(orgId, open);
  const byEmail = new Map((coaches.data ?? []).map((coach) => [coach.email.toLowerCase(), coach.uid]));
  return (
    <SheetImportModal<ImportTeamRow>
      title={intl.formatMessage({ id: 'teams.importTeams' })}
      noun={(count) => intl.formatMessage({ id: 'teams.import.teamCount' }, { count })}
      open={open}
      onClose={onClose}
      description={
        <p>
          <FormattedMessage id="teams.importTeamsHint" values={{ code: (chunks) => <code>{chunks}</code> }} />
        </p>
      }
      parse={(cells) => teamsFromSheet(cells, byEmail)}
      sending={importTeams.isPending}
      send={async (rows) => {
        const result = await importTeams.mutateAsync(rows);
        return {
          message: result.message,
          added: result.added.map((team) => ({ key: team.teamId, label: team.club ? `${team.name} (${team.club})` : team.name })),
          skipped: result.skipped.map((skip) => ({ row: skip.row ?? rows[skip.index]?.row, name: rows[skip.index]?.name, reason: skip.reason })),
        };
      }}
    />
  );
}
