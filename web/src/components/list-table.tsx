import { PlusOutlined, SearchOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Table, type TableColumnsType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-client';

export interface ListTableProps<T> {
  /** The read's error (react-query's `error`): set, the card says what went wrong instead of an empty table. */
  error: unknown;
  rows: readonly T[];
  loading: boolean;
  rowKey: TableProps<T>['rowKey'];
  columns: TableColumnsType<T>;
  /** Rows a page; a list no longer than this is not paged. Without it, never paged. */
  pageSize?: number;
  emptyText: ReactNode;
  label: string;
  onRow?: TableProps<T>['onRow'];
}

/** A list inside a card: the table, paged only when it runs past a page, or the read's error in words. */
export function ListTable<T extends object>({ error, rows, loading, rowKey, columns, pageSize, emptyText, label, onRow }: ListTableProps<T>) {
  if (error) return <Alert className="ps-card__alert" type="error" showIcon title={errorMessage(error)} />;
  return (
    <Table<T>
      rowKey={rowKey}
      columns={columns}
      dataSource={rows}
      loading={loading}
      onRow={onRow}
      pagination={pageSize !== undefined && rows.length > pageSize ? { pageSize, showSizeChanger: false } : false}
      locale={{ emptyText }}
      aria-label={label}
    />
  );
}

/** The search field of a list's toolbar. */
export function ToolbarSearch({ value, onChange, placeholder, label }: { value: string; onChange: (value: string) => void; placeholder: string; label: string }) {
  return (
    <Input
      allowClear
      value={value}
      onChange={(event) => onChange(event.target.value)}
      prefix={<SearchOutlined aria-hidden />}
      placeholder={placeholder}
      aria-label={label}
      className="ps-toolbar__search"
    />
  );
}

/** A list page's two header actions: import a spreadsheet of them, add one. */
export function ImportAndAddActions({ importText, addText, onImport, onAdd }: { importText: string; addText: string; onImport: () => void; onAdd: () => void }) {
  return (
    <>
      <Button icon={<UploadOutlined aria-hidden />} onClick={onImport}>
        {importText}
      </Button>
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
        {addText}
      </Button>
    </>
  );
}
