import type { RouteObject } from 'react-router';
import { lazyPage } from '../../common/lazyPage';

/** The registers an inspector asks for: behind the admin guard, as they name patients. */
export const registerRoutes: RouteObject[] = [
  { path: 'registers/prescriptions', lazy: lazyPage(() => import('./OrdonnancierPage')) },
  { path: 'registers/narcotics', lazy: lazyPage(() => import('./NarcoticsPage')) },
];
