import { LockOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { Button } from 'antd';
import { useDocumentTitle } from './use-document-title';

/** A signed-in user opened a page their roles do not allow (the route guard, or an API 403). */
export function AccessDenied({ detail }: { detail?: string }) {
  const navigate = useNavigate();
  useDocumentTitle('No access');
  return (
    <section className="ps-denied" aria-labelledby="denied-title">
      <div className="ps-denied__icon" aria-hidden="true">
        <LockOutlined />
      </div>
      <h1 id="denied-title">You don&apos;t have access to this page</h1>
      <p className="ps-muted">{detail ?? 'Your roles do not include this page. If you think they should, ask an admin of your organization.'}</p>
      <Button type="primary" size="large" onClick={() => void navigate({ to: '/home' })}>
        Back to home
      </Button>
    </section>
  );
}
