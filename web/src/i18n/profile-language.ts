import type { Locale } from '@pitchside/shared';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '../features/account/api/get-me';

/** The language on the signed-in person's profile, read through the `me` query (the header reuses it). */
export async function profileLanguage(queryClient: QueryClient): Promise<Locale | undefined> {
  return (await queryClient.fetchQuery(meQueryOptions())).language;
}
