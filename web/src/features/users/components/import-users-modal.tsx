import type { ImportUserRow } from '@pitchside/shared';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const importUsers = useImportUsers(orgId);
  return (
    <SheetImportModal<ImportUserRow>
      title={intl.formatMessage({ id: 'users.import.title' })}
      noun={[intl.formatMessage({ id: 'users.import.one' }), intl.formatMessage({ id: 'users.import.other' })]}
      hint={intl.formatMessage({ id: 'users.import.hint' })}
      words={{
        done: intl.formatMessage({ id: 'users.import.done' }),
        doneList: intl.formatMessage({ id: 'users.import.doneList' }),
        notDone: intl.formatMessage({ id: 'users.import.notDone' }),
        notDoneList: intl.formatMessage({ id: 'users.import.notDoneList' }),
      }}
      open={open}
      onClose={onClose}
      description={
        <p>
          <FormattedMessage id="users.import.description" values={{ code: (text) => <code>{text}</code> }} />
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
          added: result.imported.map((row) => ({ key: `${row.row}-${row.uid}`, label: intl.formatMessage({ id: 'users.import.row' }, { row: row.row, email: row.email }) })),
          skipped: result.failed.map((row) => ({ row: row.row, name: row.email, reason: row.reason })),
        };
      }}
    />
  );
}
