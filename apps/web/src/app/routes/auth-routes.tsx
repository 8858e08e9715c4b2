import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequireSignedOut } from '@/features/auth/components/require-signed-out';
import { LoginRoute } from './auth/login';

/** Sign-in, in the first bundle, and the sign-up and forgotten-password pages, each a chunk. */
export function signedOutRoutes(): RouteObject[] {
  return [
    {
      Component: RequireSignedOut,
      children: [
        { path: paths.login, Component: LoginRoute },
        {
          path: paths.register,
          lazy: async () => ({
            Component: (await import('./auth/register')).RegisterRoute,
          }),
        },
        {
          path: paths.adminSignup,
          lazy: async () => ({
            Component: (await import('./auth/admin-signup')).AdminSignupRoute,
          }),
        },
        {
          path: paths.studentSignup,
          lazy: async () => ({
            Component: (await import('./auth/student-signup')).StudentSignupRoute,
          }),
        },
        {
          path: paths.forgotPassword,
          lazy: async () => ({
            Component: (await import('./auth/forgot-password')).ForgotPasswordRoute,
          }),
        },
      ],
    },
    // The e-mailed link works signed in or not: it names its own account.
    {
      path: paths.resetPassword,
      lazy: async () => ({
        Component: (await import('./auth/reset-password')).ResetPasswordRoute,
      }),
    },
    // A guardian's e-mailed link to a leave: no account, signed in or not.
    {
      path: paths.guardianLeave,
      lazy: async () => ({
        Component: (await import('./auth/guardian-leave')).GuardianLeaveRoute,
      }),
    },
    // The student sign-up page links here; sign-in with the Student tab is that page.
    {
      path: paths.studentLogin,
      element: <Navigate to={`${paths.login}?tab=student`} replace />,
    },
  ];
}

/** Changing one's own password, for every role. */
export function changePasswordRoute(): RouteObject {
  return {
    path: paths.changePassword,
    lazy: async () => ({
      Component: (await import('./auth/change-password')).ChangePasswordRoute,
    }),
  };
}
