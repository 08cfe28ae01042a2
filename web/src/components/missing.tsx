import { FileSearchOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';

/**
 * Inside the signed-in shell: the thing the address names is not there (or not for this user — the API
 * answers both with 404, on purpose). The spec's own words as the title ('Tournament not found').
 */
export function Missing({ title, detail, action }: { title: string; detail?: ReactNode; action?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className="ps-denied" aria-labelledby="missing-title">
      <div className="ps-denied__icon ps-denied__icon--neutral" aria-hidden="true">
        <FileSearchOutlined />
      </div>
      <h1 id="missing-title">{title}</h1>
      {detail && <p className="ps-muted">{detail}</p>}
      {action}
    </section>
  );
}
