import { useState } from 'react';
import type { CalendarLinks } from '../calendar-links';
import { useIntl } from 'react-intl';

/**
 * "Subscribe to calendar": the webcal:// link phones and desktop calendars open as a subscription (it
 * follows moved matches), Google Calendar's own link, and the plain https:// address to copy into any
 * calendar's "add by URL". Plain links and one button: nothing heavy on the public pages.
 */
export function CalendarSubscribe({ links, label, text, compact = false }: { links: CalendarLinks; label: string; text?: string; compact?: boolean }) {
  const intl = useIntl();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(links.https);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <div className="pub-calendar" role="group" aria-label={label}>
      <a className="pub-calendar__subscribe" href={links.webcal}>
        {text ?? intl.formatMessage({ id: 'calendar.subscribe' })}
      </a>
      <a href={links.google} target="_blank" rel="noopener noreferrer">
        {intl.formatMessage({ id: 'calendar.google' })}
      </a>
      {!compact && (
        <button type="button" className="pub-calendar__copy" onClick={() => void copy()}>
          {intl.formatMessage({ id: 'calendar.copy' })}
        </button>
      )}
      {copied === 'yes' && <span role="status">{intl.formatMessage({ id: 'calendar.copied' })}</span>}
      {copied === 'no' && (
        <span role="status">
          {intl.formatMessage({ id: 'calendar.copyFromHere' })} <code className="pub-calendar__address">{links.https}</code>
        </span>
      )}
    </div>
  );
}
