import { TriangleAlert } from 'lucide-react';
import { toastMessages } from '@hms/shared/messages';
import { MessageLayout } from '@/components/layouts/message-layout';
import { Button } from '@/components/ui/button';

/** Shown instead of a blank page when a screen crashes or its code cannot be loaded (e.g. after a deploy). */
export function RouteError() {
  return (
    <MessageLayout
      icon={TriangleAlert}
      title="Something went wrong"
      message={toastMessages.unexpected}
    >
      <Button onClick={() => window.location.reload()}>Reload page</Button>
    </MessageLayout>
  );
}
