/**
 * The app shell's spinner (spec §2: shown while the auth state loads), also the routes' pending view.
 * `role=status` + label so assistive tech and tests can find it by name: 'Loading'. Plain CSS, no antd:
 * it is on the boot path every visitor downloads.
 */
export function PageSpinner({ fullscreen = false }: { fullscreen?: boolean }) {
  return (
    <div className={fullscreen ? 'ps-spinner ps-spinner--fullscreen' : 'ps-spinner'} role="status" aria-label="Loading">
      <span className="ps-spinner__ring" aria-hidden="true" />
    </div>
  );
}
