import { useNavigate } from '@tanstack/react-router';
import { Button } from 'antd';
import { LogoMark } from './brand';
import { useDocumentTitle } from './use-document-title';

/** The tiny 404 page (root route's notFoundComponent). */
export function NotFound() {
  const navigate = useNavigate();
  useDocumentTitle('Page not found');
  return (
    <main className="ps-not-found">
      <LogoMark size={48} />
      <p className="ps-not-found__code">404</p>
      <h1>This page is off the pitch</h1>
      <p>The address may be mistyped, or the page has moved.</p>
      <Button type="primary" size="large" onClick={() => void navigate({ to: '/' })}>
        Back to Pitchside
      </Button>
    </main>
  );
}
