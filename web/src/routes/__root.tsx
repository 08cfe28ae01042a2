import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context';
import { NotFound } from '../components/not-found';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Before any page renders, its messages are there (the public half loaded at boot).
  beforeLoad: ({ context, location }) => context.messagesFor(location.pathname),
  component: Outlet,
  notFoundComponent: NotFound,
});
