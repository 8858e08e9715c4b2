import { useMatch } from 'react-router';
import { receiptPathFor } from '@/config/paths';
import { useIsAdministrator } from '@/features/auth/hooks/use-session';
import type { FeeAccess } from '@/features/fees/components/fee-access';

/** The office's area the page is in: the address, which RequireRole has matched to the role. */
export function useStaffArea(): 'admin' | 'warden' {
  return useMatch('/warden/*') ? 'warden' : 'admin';
}

/**
 * What the office's fee screens may do and where its receipts live. Posting, fines, waivers and
 * reversals wait for the session to confirm an administrator, like every administrator's button;
 * the server refuses a warden either way.
 */
export function useStaffFeeAccess(): FeeAccess {
  const area = useStaffArea();
  const admin = useIsAdministrator();
  return { admin, receiptPath: (id) => receiptPathFor(area, id) };
}
