import { CloudOff } from 'lucide-react';
import { MessageLayout } from '@/components/layouts/message-layout';
import { Button } from '@/components/ui/button';
import { useLogout } from '../hooks/use-logout';

/**
 * In place of a page while the session check has failed without the server refusing the token
 * (docs/product-rules.md#sessions): the visitor stays signed in and may try again, or sign out.
 */
export function SessionCheckFailed({ onRetry }: { onRetry: () => void }) {
  const logout = useLogout();
  return (
    <MessageLayout
      icon={CloudOff}
      title="Could not check your sign-in"
      message="The server did not answer. You are still signed in: try again in a moment."
    >
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>Try again</Button>
        <Button variant="secondary" onClick={logout}>
          Sign out
        </Button>
      </div>
    </MessageLayout>
  );
}
