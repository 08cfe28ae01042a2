import * as z from 'zod';
import { idSchema } from '../entities/common';
import { localeSchema } from '../i18n/locales';
import { formText } from '../i18n/form-text';
import { tooLong, typedNumber } from '../validation/field-schemas';
import { DISPLAY_LIMITS as LIMITS, DISPLAY_THEMES } from './display-rules';

// The venue screen's inputs (issue 35). Every string has a maximum, every list a length.

const rotation = formText('form.rotationSeconds', { min: LIMITS.rotationSeconds.min, max: LIMITS.rotationSeconds.max });

/** What the organizer sets for one screen. */
export const displaySettingsSchema = z.strictObject({
  name: z.string().trim().min(1, tooLong(LIMITS.linkName)).max(LIMITS.linkName, tooLong(LIMITS.linkName)),
  /** Division names shown; empty = every division. */
  divisions: z.array(z.string().trim().min(1).max(200)).max(LIMITS.divisions).default([]),
  rotationSeconds: typedNumber(rotation).int(rotation).min(LIMITS.rotationSeconds.min, rotation).max(LIMITS.rotationSeconds.max, rotation).default(15),
  locale: localeSchema.default('en'),
  theme: z.enum(DISPLAY_THEMES).default('dark'),
});
export type DisplaySettings = z.output<typeof displaySettingsSchema>;
export type DisplaySettingsInput = z.input<typeof displaySettingsSchema>;

/** The display proves its link with the token, in the body (never a URL the CDN or a log would keep). */
export const displaySessionInputSchema = z.strictObject({ token: z.string().trim().min(1).max(LIMITS.token) });

export const announcementInputSchema = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1, formText('form.announcementEmpty'))
    .max(LIMITS.announcementText, formText('form.announcementTooLong', { max: LIMITS.announcementText })),
  urgent: z.boolean().default(false),
});
export type AnnouncementInput = z.input<typeof announcementInputSchema>;

export const displayLinkIdSchema = idSchema;
