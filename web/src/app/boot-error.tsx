import { Alert, Button } from 'antd';
import { Wordmark } from '../components/brand';
import { errorMessage } from '../lib/api-error';

/** Shown when the app cannot start (no /config.json, malformed config …). */
export function BootError({ error }: { error: unknown }) {
  return (
    <main className="ps-boot-error">
      <Wordmark size={36} />
      <Alert
        type="error"
        showIcon
        title="Pitchside could not start"
        description={errorMessage(error)}
        action={
          <Button size="small" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      />
    </main>
  );
}
