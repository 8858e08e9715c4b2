import { useQuery } from '@tanstack/react-query';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';

/**
 * "Forgot password?" on the sign-in page, only where a link can be e-mailed. The settings are read
 * through a module fetched on demand, as the sign-in page keeps Zod, which checks them, off its
 * first load (scripts/check-bundle-budget.mjs); the answer is cached as every page's settings.
 */
export function ForgotPasswordLink() {
  const config = useQuery({
    queryKey: ['config'],
    queryFn: async ({ signal }) => (await import('@/lib/public-config')).getConfig(signal),
    staleTime: Infinity,
  });
  if (!config.data?.passwordResetByEmail) return null;
  return (
    <p className="-mt-2 text-right text-sm">
      <TextLink to={paths.forgotPassword}>Forgot password?</TextLink>
    </p>
  );
}
