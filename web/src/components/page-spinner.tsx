import { Spin } from 'antd';

/**
 * The app shell's spinner (spec §2: shown while the auth state loads), also the routes' pending view.
 * `role=status` + label so assistive tech and tests can find it by name: 'Loading'.
 */
export function PageSpinner({ fullscreen = false }: { fullscreen?: boolean }) {
  return (
    <div className={fullscreen ? 'ps-spinner ps-spinner--fullscreen' : 'ps-spinner'} role="status" aria-label="Loading">
      <Spin size="large" />
    </div>
  );
}
