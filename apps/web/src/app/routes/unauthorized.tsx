import { ShieldAlert } from 'lucide-react';
import { useNavigate } from 'react-router';
import { MessageLayout } from '@/components/layouts/message-layout';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function UnauthorizedRoute() {
  const navigate = useNavigate();

  function goBack() {
    // In a fresh tab history.back() would do nothing; going home is the useful fallback.
    if (window.history.length > 1) void navigate(-1);
    else void navigate(paths.home);
  }

  return (
    <MessageLayout
      icon={ShieldAlert}
      title="Unauthorized"
      message="You don't have permission to access this page."
    >
      <Button onClick={goBack}>Go Back</Button>
    </MessageLayout>
  );
}
