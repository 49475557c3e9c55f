import type { ComponentType } from 'react';

/** A route's `lazy`: the page is the default export of a module loaded when the route is first visited. */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async (): Promise<{ Component: ComponentType }> => ({
  Component: (await load()).default,
});
