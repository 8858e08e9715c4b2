import { Building2 } from 'lucide-react';
import { HOSTEL_OCCUPANCY_THRESHOLDS } from '@hms/shared/constants';
import type { HostelOccupancy } from '@hms/shared/dashboard';
import { dashboardMessages } from '@hms/shared/messages';
import { OccupancyBar } from '@/components/ui/occupancy-bar';
import { SectionCard, SectionEmpty } from '@/components/ui/section-card';

/**
 * Each hostel's beds taken, with the hostel cards' colours: red ≥ 90 %, yellow ≥ 70 %
 * (docs/product-rules.md#occupancy-colours).
 */
export function HostelOccupancyList({ hostels }: { hostels: HostelOccupancy[] }) {
  return (
    <SectionCard title="Hostel Occupancy" icon={Building2}>
      {hostels.length === 0 ? (
        <SectionEmpty>{dashboardMessages.noHostels}</SectionEmpty>
      ) : (
        <ul className="space-y-4">
          {hostels.map((hostel) => (
            <li key={hostel._id}>
              <OccupancyBar
                current={hostel.currentOccupancy}
                capacity={hostel.totalCapacity}
                thresholds={HOSTEL_OCCUPANCY_THRESHOLDS}
                label={`Occupancy of ${hostel.name}`}
                caption={`${hostel.name} (${hostel.type})`}
              />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
