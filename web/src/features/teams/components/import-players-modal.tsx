import type { ImportPlayerRow } from '@pitchside/shared';
import { useImportPlayers } from '../api/import-players';
import { playersFromSheet } from '../import/players-sheet';
import { SheetImportModal } from '../../../components/sheet-import-modal';
import { FormattedMessage, useIntl } from 'react-intl';

/** A roster from a .csv or .xlsx (POST /api/teams/{id}/players/import); skipped rows are listed with their reasons. */
export function ImportPlayersModal({ orgId, teamId, open, onClose }: { orgId: string | undefined; teamId: string; open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const importPlayers = useImportPlayers(orgId, teamId);
  return (
    <SheetImportModal<ImportPlayerRow>
      title={intl.formatMessage({ id: 'teams.importPlayers' })}
      noun={(count) => intl.formatMessage({ id: 'teams.import.playerCount' }, { count })}
      open={open}
      onClose={onClose}
      description={
        <p>
          <FormattedMessage id="teams.importPlayersHint" values={{ code: (chunks) => <code>{chunks}</code> }} />
        </p>
      }
      parse={playersFromSheet}
      sending={importPlayers.isPending}
      send={async (rows) => {
        const result = await importPlayers.mutateAsync(rows);
        return {
          message: result.message,
          added: result.added.map((player) => ({ key: player.playerId, label: player.jerseyNumber !== null ? `#${player.jerseyNumber} ${player.name}` : player.name })),
          skipped: result.skipped.map((skip) => ({ row: skip.row ?? rows[skip.index]?.row, name: rows[skip.index]?.name, reason: skip.reason })),
        };
      }}
    />
  );
}
