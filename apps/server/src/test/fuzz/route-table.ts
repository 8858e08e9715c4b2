import type { RouteKey } from '../api-surface';
import { feeRoutes } from './fee-routes';
import type { Spec } from './invalid-requests';
import { publicRoutes } from './public-routes';
import { signedInRoutes } from './signed-in-routes';

export const specs: Record<RouteKey, Spec> = { ...publicRoutes, ...signedInRoutes, ...feeRoutes };
