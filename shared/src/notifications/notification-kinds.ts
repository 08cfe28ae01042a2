/**
 * What a phone can be told. Followers (spectators, no account) choose among FOLLOWER_KINDS per team, match or
 * division; signed-in roles get theirs without choosing (ROLE_KINDS), since each one asks them to act.
 */
export const FOLLOWER_KINDS = ['kickoff', 'goal', 'halftime', 'fulltime', 'moved', 'groupDecided'] as const;
export type FollowerKind = (typeof FOLLOWER_KINDS)[number];

export const ROLE_KINDS = ['refereeAssigned', 'moved', 'confirmationAwaited', 'confirmationMissing', 'disputed'] as const;
export type RoleKind = (typeof ROLE_KINDS)[number];

/** The three things a spectator can follow from a public page. */
export const FOLLOW_TARGETS = ['team', 'match', 'division'] as const;
export type FollowTarget = (typeof FOLLOW_TARGETS)[number];

/** How the public page names each kind in the follow dialog (English; the i18n catalog takes these over). */
export const FOLLOWER_KIND_LABELS: Record<FollowerKind, string> = {
  kickoff: 'Kick-off',
  goal: 'Goals, with the scorer',
  halftime: 'Half-time',
  fulltime: 'Full-time',
  moved: 'Changed kick-off time or pitch',
  groupDecided: 'A result that decides a group place',
};

/**
 * The topic a follow is stored under: one partition per followed object, so a goal reads the partitions of
 * its match, its two teams and its division and nothing else. A signed-in person's devices live under `user`.
 */
export const pushTopics = {
  follow: (tournamentId: string, target: FollowTarget, id: string) => `${target}:${tournamentId}:${id}`,
  user: (uid: string) => `user:${uid}`,
};
