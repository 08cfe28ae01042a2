import { CheckCircleFilled, CloseCircleFilled, InboxOutlined } from '@ant-design/icons';
import type { ImportUsersResult } from '@pitchside/shared';
import { Alert, App, Button, Modal, Upload } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useImportUsers } from '../api/import-users';
import { readSheetFile } from '../../../lib/sheet-file';
import { usersFromSheet, type SheetProblem, type UsersSheet } from '../import/users-sheet';

type Step =
  | { name: 'choose'; failure?: string }
  | { name: 'review'; file: string; sheet: UsersSheet }
  | { name: 'report'; file: string; result: ImportUsersResult; problems: SheetProblem[] };

export interface ImportUsersModalProps {
  orgId: string | undefined;
  open: boolean;
  onClose: () => void;
}

/** Import members from a .csv or .xlsx file: choose, review, import, then the report (imported, failed rows). */
export function ImportUsersModal({ orgId, open, onClose }: ImportUsersModalProps) {
  const { message } = App.useApp();
  const importUsers = useImportUsers(orgId);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [reading, setReading] = useState(false);

  const read = async (file: File) => {
    setReading(true);
    try {
      const sheet = usersFromSheet(await readSheetFile(file));
      setStep({ name: 'review', file: file.name, sheet });
    } catch (error) {
      setStep({ name: 'choose', failure: errorMessage(error) });
    } finally {
      setReading(false);
    }
  };

  const send = async () => {
    if (step.name !== 'review') return;
    const { sheet, file } = step;
    if (sheet.rows.length === 0) {
      setStep({ name: 'report', file, problems: sheet.problems, result: { message: 'Nothing was imported: see the rows below', imported: [], failed: [] } });
      return;
    }
    try {
      const result = await importUsers.mutateAsync(sheet.rows);
      if (result.imported.length > 0) void message.success(result.message);
      setStep({ name: 'report', file, result, problems: sheet.problems });
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  const close = () => {
    onClose();
    setStep({ name: 'choose' });
  };

  const footer =
    step.name === 'review'
      ? [
          <Button key="back" onClick={() => setStep({ name: 'choose' })}>
            Choose another file
          </Button>,
          <Button key="import" type="primary" loading={importUsers.isPending} onClick={() => void send()}>
            {step.sheet.rows.length > 0 ? `Import ${step.sheet.rows.length} ${step.sheet.rows.length === 1 ? 'user' : 'users'}` : 'Show report'}
          </Button>,
        ]
      : step.name === 'report'
        ? [
            <Button key="done" type="primary" onClick={close}>
              Done
            </Button>,
          ]
        : [
            <Button key="cancel" onClick={close}>
              Cancel
            </Button>,
          ];

  return (
    <Modal title="Import users" open={open} onCancel={close} footer={footer} destroyOnHidden width={{ xs: '100%', sm: 560 }}>
      {step.name === 'choose' && (
        <div className="ps-stack">
          <p className="ps-muted">
            A .csv or .xlsx file with a header row: <code>email</code>, <code>displayName</code> (or <code>name</code>), <code>role</code> (several
            separated by ; or ,) and optionally <code>phone</code>. Everyone gets an e-mail to choose their password.
          </p>
          {step.failure && <Alert type="error" showIcon title={step.failure} />}
          <Upload.Dragger
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            multiple={false}
            showUploadList={false}
            disabled={reading}
            beforeUpload={(file) => {
              void read(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined aria-hidden />
            </p>
            <p className="ant-upload-text">{reading ? 'Reading the file…' : 'Click or drop a file here'}</p>
            <p className="ant-upload-hint">.csv or .xlsx, up to 1000 users</p>
          </Upload.Dragger>
        </div>
      )}

      {step.name === 'review' && (
        <div className="ps-stack">
          <p>
            <strong>{step.file}</strong>: {step.sheet.rows.length} {step.sheet.rows.length === 1 ? 'user' : 'users'} to import.
          </p>
          {step.sheet.problems.length > 0 && (
            <ProblemList title={`${step.sheet.problems.length} ${step.sheet.problems.length === 1 ? 'row' : 'rows'} will be skipped`} problems={step.sheet.problems} />
          )}
        </div>
      )}

      {step.name === 'report' && <ImportReport result={step.result} problems={step.problems} />}
    </Modal>
  );
}

function ImportReport({ result, problems }: { result: ImportUsersResult; problems: SheetProblem[] }) {
  const failed = [...problems, ...result.failed].sort((a, b) => a.row - b.row);
  const imported = result.imported.length;
  return (
    <section className="ps-stack" aria-label="Import report">
      <Alert
        type={imported > 0 ? (failed.length > 0 ? 'warning' : 'success') : 'error'}
        showIcon
        title={result.message}
        description={`${imported} ${imported === 1 ? 'user' : 'users'} imported, ${failed.length} ${failed.length === 1 ? 'row' : 'rows'} failed.`}
      />
      {imported > 0 && (
        <div>
          <h3 className="ps-report__title">Imported</h3>
          <ul className="ps-report" aria-label="Imported rows">
            {result.imported.map((row) => (
              <li key={`${row.row}-${row.email}`}>
                <CheckCircleFilled className="ps-report__ok" aria-hidden /> Row {row.row}: {row.email}
              </li>
            ))}
          </ul>
        </div>
      )}
      {failed.length > 0 && <ProblemList title="Failed rows" problems={failed} />}
    </section>
  );
}

function ProblemList({ title, problems }: { title: string; problems: SheetProblem[] }) {
  return (
    <div>
      <h3 className="ps-report__title">{title}</h3>
      <ul className="ps-report" aria-label={title}>
        {problems.map((problem) => (
          <li key={`${problem.row}-${problem.email ?? ''}-${problem.reason}`}>
            <CloseCircleFilled className="ps-report__failed" aria-hidden /> Row {problem.row}
            {problem.email ? `, ${problem.email}` : ''}: <span className="ps-report__reason">{problem.reason}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
