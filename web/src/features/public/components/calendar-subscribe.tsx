import { useState } from 'react';
import type { CalendarLinks } from '../calendar-links';

/**
 * "Subscribe to calendar": the webcal:// link phones and desktop calendars open as a subscription (it
 * follows moved matches), Google Calendar's own link, and the plain https:// address to copy into any
 * calendar's "add by URL". Plain links and one button: nothing heavy on the public pages.
 */
export function CalendarSubscribe({ links, label, text = 'Subscribe to calendar', compact = false }: { links: CalendarLinks; label: string; text?: string; compact?: boolean }) {
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
        {text}
      </a>
      <a href={links.google} target="_blank" rel="noopener noreferrer">
        Add to Google Calendar
      </a>
      {!compact && (
        <button type="button" className="pub-calendar__copy" onClick={() => void copy()}>
          Copy calendar address
        </button>
      )}
      {copied === 'yes' && <span role="status">Copied</span>}
      {copied === 'no' && (
        <span role="status">
          Copy it from here: <code className="pub-calendar__address">{links.https}</code>
        </span>
      )}
    </div>
  );
}
