export {
  anyAdminExists,
  nextSessionsFrom,
  sessionUserFinder,
  setPasswordHash,
} from './accounts-service';
export { authRoutes } from './auth-routes';
export { conflictFromUniqueViolation, createAuthService } from './auth-service';
export type { AuthService, SignToken } from './auth-service';
export { refuseCommonPassword } from './common-passwords';
export { resolveJwtSecret } from './jwt-secret';
export { createLoginThrottle, throttleSweepJob } from './login-throttle';
export type { ThrottleLimits } from './login-throttle';
export { meRoute } from './me-route';
export { hashPassword } from './password';
export { createSignUpThrottle } from './sign-up-throttle';
