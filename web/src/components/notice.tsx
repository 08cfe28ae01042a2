import { CheckCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';

/**
 * A success message that is news, not an alarm: `role=status` (antd's Alert is always `role=alert`, which
 * screen readers interrupt with, and which a page's real error alert should keep to itself).
 */
export function SuccessNotice({ title, children, className }: { title: ReactNode; children?: ReactNode; className?: string }) {
  return (
    <div role="status" className={['ps-notice', className].filter(Boolean).join(' ')}>
      <CheckCircleFilled className="ps-notice__icon" aria-hidden />
      <div>
        <p className="ps-notice__title">{title}</p>
        {children && <p className="ps-notice__detail">{children}</p>}
      </div>
    </div>
  );
}
