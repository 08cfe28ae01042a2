import { Wordmark } from '../components/brand';
import { errorMessage } from '../lib/api-error';

/** Shown when the app cannot start (no /config.json, malformed config …). Plain markup: antd is not loaded. */
export function BootError({ error }: { error: unknown }) {
  return (
    <main className="ps-boot-error">
      <Wordmark size={36} />
      <div className="ps-plain-alert" role="alert">
        <span className="ps-plain-alert__icon" aria-hidden="true">
          !
        </span>
        <div>
          <p className="ps-plain-alert__title">Pitchside could not start</p>
          <p className="ps-plain-alert__detail">{errorMessage(error)}</p>
        </div>
        <button type="button" className="ps-plain-button ps-plain-button--small" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    </main>
  );
}
