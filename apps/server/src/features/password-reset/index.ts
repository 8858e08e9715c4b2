export { passwordResetRoutes } from './password-reset-routes';
export { createPasswordResetService } from './password-reset-service';
export { resetMailKeptText } from './reset-mail';
export { resetMailSweepJob } from './reset-mail-sweep';
export { temporaryPasswordRoutes } from './temporary-password-routes';
