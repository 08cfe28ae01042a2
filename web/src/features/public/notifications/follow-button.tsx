import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { FOLLOWER_KINDS, type FollowTarget, type FollowerKind } from '@pitchside/shared';
import { followedKinds, followOnThisPhone, pushSupport, unfollowOnThisPhone } from './web-push';

/** What a follow starts with: what a parent of that team, a fan of that match, a follower of a table wants most. */
const DEFAULT_KINDS: Record<FollowTarget, FollowerKind[]> = {
  team: ['kickoff', 'goal', 'fulltime', 'moved', 'groupDecided'],
  match: ['kickoff', 'goal', 'halftime', 'fulltime', 'moved'],
  division: ['fulltime', 'moved', 'groupDecided'],
};

/** A bell drawn inline: an emoji renders as an empty box where the system has no emoji font. */
function BellIcon() {
  return (
    <svg className="pub-follow__icon" aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

const SUPPORT_NOTES = {
  'ios-install-first': 'follow.iosInstallFirst',
  unsupported: 'follow.unsupported',
  blocked: 'follow.blocked',
} as const;

/**
 * "Notify me" on a public page: follow a team, a match or a division on this phone, choosing what to hear
 * about; one tap stops it. No account. The follow carries the language on screen, so pushes arrive in it.
 */
export function FollowButton({ tournamentId, target, targetId, name }: { tournamentId: string; target: FollowTarget; targetId: string; name: string }) {
  const intl = useIntl();
  const [kinds, setKinds] = useState<FollowerKind[] | undefined>(() => followedKinds(tournamentId, target, targetId));
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<FollowerKind[]>(() => kinds ?? DEFAULT_KINDS[target]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const panelId = useId();
  const support = pushSupport();
  if (support === 'off') return null;
  const offered = FOLLOWER_KINDS.filter((kind) => !(target === 'match' && kind === 'groupDecided'));

  const run = async (work: () => Promise<void>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await work();
      setMessage({ kind: 'status', text: done });
    } catch (error) {
      setMessage({ kind: 'alert', text: error instanceof Error ? error.message : intl.formatMessage({ id: 'follow.failed' }) });
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    run(
      async () => {
        await followOnThisPhone(tournamentId, target, targetId, choice);
        setKinds(choice);
        setOpen(false);
      },
      intl.formatMessage({ id: 'follow.onFor' }, { name }),
    );
  const stop = () =>
    run(
      async () => {
        await unfollowOnThisPhone(tournamentId, target, targetId);
        setKinds(undefined);
        setOpen(false);
      },
      intl.formatMessage({ id: 'follow.offFor' }, { name }),
    );

  return (
    <div className="pub-follow" role="group" aria-label={intl.formatMessage({ id: 'follow.group' }, { name })}>
      {kinds ? (
        <>
          <span className="pub-follow__on">{intl.formatMessage({ id: 'follow.on' })}</span>
          <button type="button" className="pub-follow__link" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
            {intl.formatMessage({ id: 'follow.change' })}
          </button>
          <button type="button" className="pub-follow__link" disabled={busy} onClick={() => void stop()}>
            {intl.formatMessage({ id: 'follow.stop' })}
          </button>
        </>
      ) : (
        <button type="button" className="pub-follow__button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          <BellIcon />
          {intl.formatMessage({ id: 'follow.notifyMe' })}
        </button>
      )}
      {open && (
        <div id={panelId} className="pub-follow__panel">
          {support === 'supported' ? (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void save();
              }}
            >
              <fieldset>
                <legend>{intl.formatMessage({ id: 'follow.tellMe' }, { name })}</legend>
                {offered.map((kind) => (
                  <label key={kind} className="pub-follow__choice">
                    <input type="checkbox" checked={choice.includes(kind)} onChange={(event) => setChoice(event.target.checked ? [...choice, kind] : choice.filter((other) => other !== kind))} />
                    {intl.formatMessage({ id: `follow.kind.${kind}` })}
                  </label>
                ))}
              </fieldset>
              <button type="submit" className="pub-follow__button" disabled={busy || choice.length === 0}>
                {intl.formatMessage({ id: kinds ? 'follow.save' : 'follow.turnOn' })}
              </button>
            </form>
          ) : (
            <p className="pub-note">{intl.formatMessage({ id: SUPPORT_NOTES[support] })}</p>
          )}
        </div>
      )}
      {message && (
        <p className="pub-follow__message" role={message.kind}>
          {message.text}
        </p>
      )}
    </div>
  );
}
