import type { ImportUserRow } from '@pitchside/shared';
import { SheetImportModal } from '../../../components/sheet-import-modal';
import { useImportUsers } from '../api/import-users';
import { usersFromSheet } from '../import/users-sheet';

export interface ImportUsersModalProps {
  orgId: string | undefined;
  open: boolean;
  onClose: () => void;
}

/** Import members from a .csv or .xlsx file: choose, review, import, then the report (imported, failed rows). */
export function ImportUsersModal({ orgId, open, onClose }: ImportUsersModalProps) {
  const importUsers = useImportUsers(orgId);
  return (
    <SheetImportModal<ImportUserRow>
      title="Import users"
      noun={['user', 'users']}
      hint=".csv or .xlsx, up to 1000 users"
      words={{ done: 'imported', doneList: 'Imported rows', notDone: 'failed', notDoneList: 'Failed rows' }}
      open={open}
      onClose={onClose}
      description={
        <p>
          A .csv or .xlsx file with a header row: <code>email</code>, <code>displayName</code> (or <code>name</code>), <code>role</code> (several
          separated by ; or ,) and optionally <code>phone</code>. Everyone gets an e-mail to choose their password.
        </p>
      }
      parse={(cells) => {
        const sheet = usersFromSheet(cells);
        return { rows: sheet.rows, problems: sheet.problems.map((problem) => ({ row: problem.row, name: problem.email, reason: problem.reason })) };
      }}
      sending={importUsers.isPending}
      send={async (rows) => {
        const result = await importUsers.mutateAsync(rows);
        return {
          message: result.message,
          added: result.imported.map((row) => ({ key: `${row.row}-${row.uid}`, label: `Row ${row.row}: ${row.email}` })),
          skipped: result.failed.map((row) => ({ row: row.row, name: row.email, reason: row.reason })),
        };
      }}
    />
  );
}
