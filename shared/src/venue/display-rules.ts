/**
 * Limits of the venue screen (issue 35): display links and announcements. One home for them, so the
 * server's schemas, the organizer's form and the display agree.
 */
export const DISPLAY_LIMITS = {
  /** Display links a tournament may have at once (revoked ones do not count). */
  linksPerTournament: 20,
  /** A link's name: what the organizer calls the screen ("Clubhouse TV"). */
  linkName: 60,
  /** Divisions one screen may be limited to (none = every division). */
  divisions: 50,
  /** Seconds a rotating panel (a group table) stays on screen. */
  rotationSeconds: { min: 5, max: 120 },
  /** An announcement's text: one look from five metres. */
  announcementText: 280,
  /** Announcements shown at once: a screen has room for a few. */
  activeAnnouncements: 10,
  /** A display token as the organizer's link carries it (43 base64url characters; a bit of room). */
  token: 64,
} as const;

export const DISPLAY_THEMES = ['dark', 'light'] as const;
export type DisplayTheme = (typeof DISPLAY_THEMES)[number];

/** How often a display reads its link again: a revoked link or changed settings show within this. */
export const DISPLAY_REFRESH_SECONDS = 60;
