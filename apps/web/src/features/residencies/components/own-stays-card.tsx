import { History } from 'lucide-react';
import { SectionCard } from '@/components/ui/section-card';
import { ResidencyList } from './residency-list';

/** The profile's "My Stays": where the student has lived, newest first. */
export function OwnStaysCard() {
  return (
    <SectionCard title="My Stays" icon={History}>
      <ResidencyList of="own" label="My stays, newest first" />
    </SectionCard>
  );
}
