import { Button, Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

/** The part of the Barcode Detection API the desk uses (Chromium on Android and desktop; absent elsewhere). */
interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;
const detectorClass = (): DetectorClass | null => (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector ?? null;

/**
 * One box for everything the desk types or scans: a pass's code (from the camera where the phone can read QR
 * codes, typed or pasted otherwise) or a team's or player's name to search.
 */
export function PassEntry({ onCode, onSearch }: { onCode: (text: string) => void; onSearch: (text: string) => void }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [scanning, setScanning] = useState(false);
  const submit = (value: string) => {
    const trimmed = value.trim();
    if (trimmed.startsWith('PS1.')) {
      onCode(trimmed);
      setText('');
      onSearch('');
    } else onSearch(trimmed);
  };
  return (
    <div className="ci-entry">
      <label htmlFor="ci-code" className="ci-entry__label">
        {intl.formatMessage({ id: 'desk.entryLabel' })}
      </label>
      <Input.Search
        id="ci-code"
        value={text}
        maxLength={1000}
        allowClear
        enterButton={intl.formatMessage({ id: 'desk.check' })}
        onChange={(event) => {
          setText(event.target.value);
          if (!event.target.value.trim().startsWith('PS1.')) onSearch(event.target.value.trim());
        }}
        onSearch={submit}
      />
      {detectorClass() && (
        <Button onClick={() => setScanning((on) => !on)} aria-pressed={scanning}>
          {intl.formatMessage({ id: scanning ? 'desk.stopCamera' : 'desk.scan' })}
        </Button>
      )}
      {scanning && (
        <Camera
          onRead={(value) => {
            setScanning(false);
            onCode(value);
          }}
        />
      )}
    </div>
  );
}

/** The back camera, read a few times a second until a QR code shows; the stream stops when it closes. */
function Camera({ onRead }: { onRead: (text: string) => void }) {
  const intl = useIntl();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    const detector = new Detector({ formats: ['qr_code'] });
    let stream: MediaStream | null = null;
    let timer = 0;
    let done = false;
    void navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: 'environment' } })
      .then((media) => {
        stream = media;
        if (done || !video.current) return;
        video.current.srcObject = media;
        void video.current.play();
        timer = window.setInterval(async () => {
          if (!video.current || video.current.readyState < 2) return;
          const [found] = await detector.detect(video.current).catch(() => []);
          if (found && !done) {
            done = true;
            onRead(found.rawValue);
          }
        }, 300);
      })
      .catch(() => undefined);
    return () => {
      done = true;
      window.clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onRead]);
  return <video ref={video} className="ci-camera" muted playsInline aria-label={intl.formatMessage({ id: 'desk.camera' })} />;
}
