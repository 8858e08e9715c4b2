import { ShieldCheck } from 'lucide-react';
import { OnePageLayout, type OnePageLayoutProps } from './one-page-layout';

/** A guard's frame (docs/decisions/062): one page, the gate, so no sidebar. */
export function GuardLayout(props: OnePageLayoutProps) {
  return <OnePageLayout title="HMS Gate" icon={ShieldCheck} role="Guard" {...props} />;
}
