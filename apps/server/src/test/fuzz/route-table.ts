import type { RouteKey } from '../api-surface';
import { exportRoutes } from './export-routes';
import { feeRoutes } from './fee-routes';
import { gateRoutes } from './gate-routes';
import { guardianRoutes } from './guardian-routes';
import { importRoutes } from './import-routes';
import { leaveRoutes } from './leave-routes';
import { messRoutes } from './mess-routes';
import type { Spec } from './invalid-requests';
import { noticeRoutes } from './notice-routes';
import { notificationRoutes } from './notification-routes';
import { passwordAndMailRoutes } from './password-and-mail-routes';
import { publicRoutes } from './public-routes';
import { reportRoutes } from './report-routes';
import { rollCallRoutes } from './roll-call-routes';
import { signedInRoutes } from './signed-in-routes';

export const specs: Record<RouteKey, Spec> = {
  ...publicRoutes,
  ...signedInRoutes,
  ...feeRoutes,
  ...exportRoutes,
  ...reportRoutes,
  ...importRoutes,
  ...leaveRoutes,
  ...noticeRoutes,
  ...notificationRoutes,
  ...passwordAndMailRoutes,
  ...guardianRoutes,
  ...gateRoutes,
  ...rollCallRoutes,
  ...messRoutes,
};
