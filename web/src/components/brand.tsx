/** The Pitchside mark: a pitch seen from above. Decorative: the wordmark next to it carries the name. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg className="ps-logo-mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--ps-pitch-500)" />
      <rect x="6" y="6" width="20" height="20" rx="2" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M16 6v20" stroke="#fff" strokeWidth="2" />
      <circle cx="16" cy="16" r="4" fill="none" stroke="#fff" strokeWidth="2" />
    </svg>
  );
}

export function Wordmark({ size = 28, tone = 'dark' }: { size?: number; tone?: 'dark' | 'light' }) {
  return (
    <span className={`ps-wordmark ps-wordmark--${tone}`} style={{ fontSize: Math.round(size * 0.72) }}>
      <LogoMark size={size} />
      <span>Pitchside</span>
    </span>
  );
}
