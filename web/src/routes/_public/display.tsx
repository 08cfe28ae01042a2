import { createFileRoute, useLocation } from '@tanstack/react-router';
import { DisplayPage } from '../../features/venue-display/components/display-page';

/**
 * `/display#<token>`: a venue screen, opened once with the organizer's display link (issue 35). The token
 * is the address's fragment: the browser never sends it, so no server or CDN log keeps it.
 */
export const Route = createFileRoute('/_public/display')({
  component: DisplayRoute,
});

function DisplayRoute() {
  const hash = useLocation({ select: (location) => location.hash });
  return <DisplayPage token={decodeURIComponent(hash.replace(/^#/, '')).trim()} />;
}
