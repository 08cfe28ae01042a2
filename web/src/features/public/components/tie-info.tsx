import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';

/**
 * A toggletip: a small "i" button that shows why a team is above the next one on equal points. Shows on
 * hover (mouse); a click, tap, Enter or Space pins it open; Escape, a second click or tap, or a tap
 * elsewhere closes it. The text
 * sits in a live region, so a screen reader reads it when it opens. The bubble lives at the end of the
 * page (a portal), positioned against the viewport, so neither the table's scroll box nor its sticky team
 * column can clip or cover it.
 */
export function TieInfo({ label, text }: { label: string; text: string }) {
  const id = useId();
  const [pinned, setPinned] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [position, setPosition] = useState<CSSProperties>({});
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLSpanElement>(null);
  const open = pinned || hovered;

  useLayoutEffect(() => {
    if (!open || !button.current) return;
    const rect = button.current.getBoundingClientRect();
    const width = Math.min(260, window.innerWidth - 16);
    const left = Math.max(8, Math.min(rect.left + rect.width / 2 - width / 2, window.innerWidth - width - 8));
    const below = rect.bottom + 8;
    setPosition({ position: 'fixed', left, top: below, width });
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const close = () => {
      setPinned(false);
      setHovered(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('scroll', close, true);
    window.addEventListener('resize', close);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('scroll', close, true);
      window.removeEventListener('resize', close);
    };
  }, [open]);

  return (
    <span
      ref={wrapper}
      className="pub-tip"
      onMouseEnter={(event) => {
        if ((event.nativeEvent as PointerEvent).pointerType !== 'touch') setHovered(true);
      }}
      onMouseLeave={() => setHovered(false)}
    >
      <button
        ref={button}
        type="button"
        className="pub-tip__button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          // A click pins what hovering showed (and unpins it the next time). Deciding from `hovered` raced:
          // whether the hover had re-rendered before the click arrived decided if a click opened or closed.
          setPinned((value) => !value);
          setHovered(false);
        }}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <rect x="7.25" y="7" width="1.5" height="4.5" rx="0.75" fill="currentColor" />
          <circle cx="8" cy="4.75" r="1" fill="currentColor" />
        </svg>
      </button>
      {createPortal(
        <span id={id} role="status" className="pub-tip__bubble" style={open ? position : undefined} data-open={open}>
          {open ? text : ''}
        </span>,
        document.body,
      )}
    </span>
  );
}
