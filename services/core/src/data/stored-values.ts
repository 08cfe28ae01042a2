/**
 * An attribute as the domain reads it: the table leaves an unset value out (or, in rows from older
 * writers, holds ''), and the domain calls all of those null.
 */
export const orNull = <T>(value: T | undefined | null | ''): T | null => (value === undefined || value === null || value === '' ? null : value);
