import type { RouteObject } from 'react-router';
import { lazyPage } from '../../common/lazyPage';

export const counterRoutes: RouteObject[] = [{ path: 'counter', lazy: lazyPage(() => import('./CounterPage')) }];
