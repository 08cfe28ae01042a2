import { CheckCircleFilled, CloseCircleFilled, InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Modal, Upload } from 'antd';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { sheetReasonText } from '../i18n/sheet-reason';
import { errorMessage } from '../lib/api-client';
import { readSheetFile, SheetError, type Cell } from '../lib/sheet-file';
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

/** The default words, 'added' and 'skipped', in the reader's language. */
const addedOrSkipped = (intl: IntlShape): ImportReportWords => ({
  done: intl.formatMessage({ id: 'sheetImport.added' }),
  doneList: intl.formatMessage({ id: 'sheetImport.addedList' }),
  notDone: intl.formatMessage({ id: 'sheetImport.skipped' }),
  notDoneList: intl.formatMessage({ id: 'sheetImport.skippedList' }),
});

/** A file the browser could not use: the catalog's words for a known problem, else the error's own. */
const readProblem = (intl: IntlShape, error: unknown) => (error instanceof SheetError && error.messageId ? intl.formatMessage({ id: error.messageId }) : errorMessage(error));

export interface SheetImportModalProps<Row> {
  title: string;
  /** What the file should hold (column names). */
  description: ReactNode;
  /** '3 teams': an ICU plural message (preferred), or the singular and plural words. */
  noun: [string, string] | ((count: number) => string);
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
  { name: 'choose'; failure?: string } | { name: 'review'; file: string; rows: Row[]; problems: RowProblem[] } | { name: 'report'; file: string; outcome: ImportOutcome; problems: RowProblem[] };

/**
 * Import from a .csv or .xlsx read in the browser: choose, review (rows to send, rows that cannot be),
 * send, then the report: what was added, and every skipped row with its sheet row and the reason.
 */
export function SheetImportModal<Row>({ title, description, noun, hint, words: given, open, onClose, parse, send, sending }: SheetImportModalProps<Row>) {
  const { message } = App.useApp();
  const intl = useIntl();
  const words = given ?? addedOrSkipped(intl);
  const [step, setStep] = useState<Step<Row>>({ name: 'choose' });
  const [reading, setReading] = useState(false);
  const count = (n: number) => (typeof noun === 'function' ? noun(n) : `${intl.formatNumber(n)} ${n === 1 ? noun[0] : noun[1]}`);

  const read = async (file: File) => {
    setReading(true);
    try {
      const { rows, problems } = parse(await readSheetFile(file));
      setStep({ name: 'review', file: file.name, rows, problems });
    } catch (error) {
      setStep({ name: 'choose', failure: readProblem(intl, error) });
    } finally {
      setReading(false);
    }
  };

  const submit = async () => {
    if (step.name !== 'review') return;
    const { rows, problems, file } = step;
    if (rows.length === 0) {
      setStep({ name: 'report', file, problems, outcome: { message: intl.formatMessage({ id: 'sheetImport.nothing' }), added: [], skipped: [] } });
      return;
    }
    try {
      const outcome = await send(rows);
      if (outcome.added.length > 0) void message[outcome.skipped.length + problems.length > 0 ? 'warning' : 'success'](importHeadline(intl, outcome, problems.length, words));
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
            {intl.formatMessage({ id: 'sheetImport.chooseAnother' })}
          </Button>,
          <Button key="import" type="primary" loading={sending} onClick={() => void submit()}>
            {step.rows.length > 0 ? intl.formatMessage({ id: 'sheetImport.importCount' }, { things: count(step.rows.length) }) : intl.formatMessage({ id: 'sheetImport.showReport' })}
          </Button>,
        ]
      : step.name === 'report'
        ? [
            <Button key="done" type="primary" onClick={close}>
              {intl.formatMessage({ id: 'sheetImport.close' })}
            </Button>,
          ]
        : [
            <Button key="cancel" onClick={close}>
              {intl.formatMessage({ id: 'sheetImport.cancel' })}
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
            <p className="ant-upload-text">{intl.formatMessage({ id: reading ? 'sheetImport.reading' : 'sheetImport.drop' })}</p>
            <p className="ant-upload-hint">{hint ?? intl.formatMessage({ id: 'sheetImport.hint' })}</p>
          </Upload.Dragger>
        </div>
      )}

      {step.name === 'review' && (
        <div className="ps-stack">
          <p>
            <FormattedMessage id="sheetImport.toImport" values={{ file: step.file, things: count(step.rows.length), strong: (chunks) => <strong>{chunks}</strong> }} />
          </p>
          {step.problems.length > 0 && <ProblemList title={intl.formatMessage({ id: 'sheetImport.willSkip' }, { count: step.problems.length })} problems={step.problems} />}
        </div>
      )}

      {step.name === 'report' && <ImportReport outcome={step.outcome} problems={step.problems} count={count} words={words} />}
    </Modal>
  );
}

function ImportReport({ outcome, problems, count, words }: { outcome: ImportOutcome; problems: RowProblem[]; count: (n: number) => string; words: ImportReportWords }) {
  const skipped = [...problems, ...outcome.skipped].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  const intl = useIntl();
  const added = outcome.added.length;
  return (
    <section className="ps-stack" aria-label={intl.formatMessage({ id: 'sheetImport.report' })}>
      <Alert
        type={added > 0 ? (skipped.length > 0 ? 'warning' : 'success') : 'error'}
        showIcon
        title={importHeadline(intl, outcome, problems.length, words)}
        description={intl.formatMessage({ id: 'sheetImport.summary' }, { things: count(added), done: words.done, rows: skipped.length, notDone: words.notDone })}
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
  const intl = useIntl();
  return (
    <div>
      <h3 className="ps-report__title">{title}</h3>
      <ul className="ps-report" aria-label={title}>
        {problems.map((problem, index) => (
          <li key={`${problem.row ?? index}-${problem.reason}`}>
            <CloseCircleFilled className="ps-report__failed" aria-hidden /> {intl.formatMessage({ id: problem.row ? 'sheetImport.rowN' : 'sheetImport.aRow' }, { row: problem.row })}
            {problem.name ? `, ${problem.name}` : ''}: <span className="ps-report__reason">{sheetReasonText(intl, problem)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
