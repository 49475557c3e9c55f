import type { RouteObject } from 'react-router';
import { lazyPage } from '../../common/lazyPage';

/** Every signed-in user counts; the pages show administrators what only they may do (start, review values, validate). */
export const stocktakeRoutes: RouteObject[] = [
  { path: 'stocktakes', lazy: lazyPage(() => import('./StocktakesPage')) },
  { path: 'stocktakes/:id', lazy: lazyPage(() => import('./StocktakePage')) },
];
