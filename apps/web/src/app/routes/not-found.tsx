import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { MessageLayout } from '@/components/layouts/message-layout';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <MessageLayout
      icon={SearchX}
      title="Page not found"
      message="The page you are looking for does not exist or has moved."
    >
      <Link to={paths.home} className={buttonStyles()}>
        Go to home page
      </Link>
    </MessageLayout>
  );
}
