import { notFound } from '@tanstack/react-router';
import { ApiError } from '../../lib/api-error';

/**
 * For route loaders: a 404 from the public API (a draft or unknown tournament, an unknown match or team)
 * becomes the route's not-found page; anything else is an error as usual.
 */
export async function notFoundOn404<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
