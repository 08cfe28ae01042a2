import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { theme } from '../app/theme';
import './admin-theme.css';

/**
 * antd's theme (app/theme.ts) for the pages that use antd: the signed-in layout and the auth pages (sign-in,
 * sign-up, password reset, invitation). Imported only by those routes' components, which the router loads
 * lazily (autoCodeSplitting), so antd and its theme never load with the public site.
 */
export function AdminTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}
