import { CheckCircleFilled, CloseCircleFilled, InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Modal, Upload } from 'antd';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../lib/api-client';
import { plural } from '../lib/format';
import { readSheetFile, type Cell } from '../lib/sheet-file';
import { importHeadline } from './import-headline';

export interface RowProblem {
  row?: number | undefined;
  name?: string | undefined;
  reason: string;
}

export interface ImportOutcome {
  message: string;
  added: { key: string; label: string }[];
  skipped: RowProblem[];
}

/** How the report speaks of the rows: teams are 'added' or 'skipped', users 'imported' or 'failed'. */
export interface ImportReportWords {
  done: string;
  doneList: string;
  notDone: string;
  notDoneList: string;
}

const ADDED_OR_SKIPPED: ImportReportWords = { done: 'added', doneList: 'Added', notDone: 'skipped', notDoneList: 'Skipped rows' };

export interface SheetImportModalProps<Row> {
  title: string;
  /** What the file should hold (column names). */
  description: ReactNode;
  /** 'team' → '3 teams'. */
  noun: [string, string];
  /** Under the drop zone: the formats and how many rows. */
  hint?: string;
  words?: ImportReportWords;
  open: boolean;
  onClose: () => void;
  /** Cells → rows to send and rows that cannot be sent. Throws a SheetError for a file that is unusable. */
  parse: (cells: Cell[][]) => { rows: Row[]; problems: RowProblem[] };
  send: (rows: Row[]) => Promise<ImportOutcome>;
  sending: boolean;
}

type Step<Row> =
  | { name: 'choose'; failure?: string }
  | { name: 'review'; file: string; rows: Row[]; problems: RowProblem[] }
  | { name: 'report'; file: string; outcome: ImportOutcome; problems: RowProblem[] };

/**
 * Import from a .csv or .xlsx read in the browser: choose, review (rows to send, rows that cannot be),
 * send, then the report: what was added, and every skipped row with its sheet row and the reason.
 */
export function SheetImportModal<Row>({ title, description, noun, hint = '.csv or .xlsx (the first sheet), up to 500 rows', words = ADDED_OR_SKIPPED, open, onClose, parse, send, sending }: SheetImportModalProps<Row>) {
  const { message } = App.useApp();
  const [step, setStep] = useState<Step<Row>>({ name: 'choose' });
  const [reading, setReading] = useState(false);
  const count = (n: number) => plural(n, noun[0], noun[1]);

  const read = async (file: File) => {
    setReading(true);
    try {
      const { rows, problems } = parse(await readSheetFile(file));
      setStep({ name: 'review', file: file.name, rows, problems });
    } catch (error) {
      setStep({ name: 'choose', failure: errorMessage(error) });
    } finally {
      setReading(false);
    }
  };

  const submit = async () => {
    if (step.name !== 'review') return;
    const { rows, problems, file } = step;
    if (rows.length === 0) {
      setStep({ name: 'report', file, problems, outcome: { message: 'Nothing was imported: see the rows below', added: [], skipped: [] } });
      return;
    }
    try {
      const outcome = await send(rows);
      if (outcome.added.length > 0) void message[outcome.skipped.length + problems.length > 0 ? 'warning' : 'success'](importHeadline(outcome, problems.length, words));
      setStep({ name: 'report', file, outcome, problems });
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
          <Button key="import" type="primary" loading={sending} onClick={() => void submit()}>
            {step.rows.length > 0 ? `Import ${count(step.rows.length)}` : 'Show report'}
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
    <Modal title={title} open={open} onCancel={close} footer={footer} destroyOnHidden width={{ xs: '100%', sm: 600 }}>
      {step.name === 'choose' && (
        <div className="ps-stack">
          <div className="ps-muted">{description}</div>
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
            <p className="ant-upload-hint">{hint}</p>
          </Upload.Dragger>
        </div>
      )}

      {step.name === 'review' && (
        <div className="ps-stack">
          <p>
            <strong>{step.file}</strong>: {count(step.rows.length)} to import.
          </p>
          {step.problems.length > 0 && <ProblemList title={`${plural(step.problems.length, 'row')} will be skipped`} problems={step.problems} />}
        </div>
      )}

      {step.name === 'report' && <ImportReport outcome={step.outcome} problems={step.problems} count={count} words={words} />}
    </Modal>
  );
}

function ImportReport({ outcome, problems, count, words }: { outcome: ImportOutcome; problems: RowProblem[]; count: (n: number) => string; words: ImportReportWords }) {
  const skipped = [...problems, ...outcome.skipped].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  const added = outcome.added.length;
  return (
    <section className="ps-stack" aria-label="Import report">
      <Alert
        type={added > 0 ? (skipped.length > 0 ? 'warning' : 'success') : 'error'}
        showIcon
        title={importHeadline(outcome, problems.length, words)}
        description={`${count(added)} ${words.done}, ${plural(skipped.length, 'row')} ${words.notDone}.`}
      />
      {added > 0 && (
        <div>
          <h3 className="ps-report__title">{words.doneList}</h3>
          <ul className="ps-report" aria-label={words.doneList}>
            {outcome.added.map((item) => (
              <li key={item.key}>
                <CheckCircleFilled className="ps-report__ok" aria-hidden /> {item.label}
              </li>
            ))}
          </ul>
        </div>
      )}
      {skipped.length > 0 && <ProblemList title={words.notDoneList} problems={skipped} />}
    </section>
  );
}

function ProblemList({ title, problems }: { title: string; problems: RowProblem[] }) {
  return (
    <div>
      <h3 className="ps-report__title">{title}</h3>
      <ul className="ps-report" aria-label={title}>
        {problems.map((problem, index) => (
          <li key={`${problem.row ?? index}-${problem.reason}`}>
            <CloseCircleFilled className="ps-report__failed" aria-hidden /> {problem.row ? `Row ${problem.row}` : 'A row'}
            {problem.name ? `, ${problem.name}` : ''}: <span className="ps-report__reason">{problem.reason}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
