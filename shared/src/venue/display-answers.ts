import * as z from 'zod';
import { LOCALES } from '../i18n/locales';
import { DISPLAY_THEMES } from './display-rules';

// The venue screen's answers, apart from the input schemas (the web bundles these without them).

const settingsAnswer = z.object({
  name: z.string(),
  divisions: z.array(z.string()),
  rotationSeconds: z.number(),
  locale: z.enum(LOCALES),
  theme: z.enum(DISPLAY_THEMES),
});

/** A display link as the organizer sees it; the token only in the answer that created it. */
export const displayLinkSchema = z.object({ linkId: z.string(), createdAt: z.string(), settings: settingsAnswer, token: z.string().optional() }).meta({ id: 'DisplayLink' });
export type DisplayLink = z.infer<typeof displayLinkSchema>;
export const displayLinkListSchema = z.object({ links: z.array(displayLinkSchema) });

/** An announcement shown on every display until withdrawn. */
export const announcementSchema = z.object({ announcementId: z.string(), text: z.string(), urgent: z.boolean(), createdAt: z.string() }).meta({ id: 'Announcement' });
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementListSchema = z.object({ announcements: z.array(announcementSchema) });

/** What a display reads with its token: which tournament, how to show it, what is announced. Public data only. */
export const displaySessionSchema = z
  .object({
    tournamentId: z.string(),
    settings: settingsAnswer,
    announcements: z.array(announcementSchema),
    refreshSeconds: z.number(),
  })
  .meta({ id: 'DisplaySession' });
export type DisplaySession = z.infer<typeof displaySessionSchema>;
