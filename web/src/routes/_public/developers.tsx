import { createFileRoute } from '@tanstack/react-router';
import { ApiReference } from '../../features/developers/components/api-reference';
import { PublicError } from '../../features/public/components/public-error';
import { PublicPending } from '../../features/public/components/public-pending';

/**
 * `/developers`: the API reference for integrators. No loader on purpose: a loader stays in the boot chunk
 * every public page downloads, so the document is read by the (split, lazily loaded) component instead.
 */
export const Route = createFileRoute('/_public/developers')({
  pendingComponent: PublicPending,
  errorComponent: PublicError,
  component: ApiReference,
});
