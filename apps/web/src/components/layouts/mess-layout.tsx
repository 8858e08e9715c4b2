import { UtensilsCrossed } from 'lucide-react';
import { OnePageLayout, type OnePageLayoutProps } from './one-page-layout';

/** A mess manager's frame (docs/decisions/064): one page, the mess, so no sidebar. */
export function MessLayout(props: OnePageLayoutProps) {
  return <OnePageLayout title="HMS Mess" icon={UtensilsCrossed} role="Mess manager" {...props} />;
}
