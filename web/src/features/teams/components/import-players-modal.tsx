import type { ImportPlayerRow } from '@pitchside/shared';
import { useImportPlayers } from '../api/import-players';
import { playersFromSheet } from '../import/players-sheet';
import { SheetImportModal } from '../../../components/sheet-import-modal';

/** A roster from a .csv or .xlsx (POST /api/teams/{id}/players/import); skipped rows are listed with their reasons. */
export function ImportPlayersModal({ orgId, teamId, open, onClose }: { orgId: string | undefined; teamId: string; open: boolean; onClose: () => void }) {
  const importPlayers = useImportPlayers(orgId, teamId);
  return (
    <SheetImportModal<ImportPlayerRow>
      title="Import players"
      noun={['player', 'players']}
      open={open}
      onClose={onClose}
      description={
        <p>
          A header row with <code>Name</code> (or <code>First Name</code> and <code>Last Name</code>), and optionally <code>Registration Id</code>,{' '}
          <code>Jersey Number</code>, <code>Position</code>, <code>Date of Birth</code> (2013-04-02). A player whose registration id exists in your
          organization is skipped; other columns are kept with the player.
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
