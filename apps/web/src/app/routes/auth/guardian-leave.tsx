import { useParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { GuardianAnswer } from '@/features/leave/components/guardian-answer';

/**
 * Opened from the link e-mailed to a student's guardian, signed in or not: the token in the
 * address is the permission (docs/product-rules.md#leave).
 */
export function GuardianLeaveRoute() {
  const { token = '' } = useParams();
  return (
    <AuthLayout
      title="A leave for your approval"
      description="A student you are a guardian of applied for leave from their hostel."
    >
      <GuardianAnswer token={token} />
    </AuthLayout>
  );
}
