import { Building } from 'lucide-react';
import { dashboardMessages } from '@hms/shared/messages';
import type { ResidentHostel } from '@hms/shared/profile';
import { EmailLink, PhoneLink } from '@/components/ui/contact-links';
import { DetailItem, DetailList } from '@/components/ui/detail-list';
import { SectionCard, SectionEmpty } from '@/components/ui/section-card';
import { formatWholeRupees } from '@hms/shared/money';

/**
 * The warden block shows only when the warden has a name
 * (docs/product-rules.md#student-dashboard).
 */
export function HostelInformationCard({ hostel }: { hostel: ResidentHostel | null }) {
  return (
    <SectionCard title="Hostel Information" icon={Building}>
      {hostel ? (
        <>
          <DetailList>
            <DetailItem label="Hostel Name">{hostel.name}</DetailItem>
            <DetailItem label="Type">{hostel.type} Hostel</DetailItem>
            <DetailItem label="Monthly Fee">{formatWholeRupees(hostel.fees.monthly)}</DetailItem>
          </DetailList>
          {hostel.warden.name && (
            <div className="mt-5 border-t border-slate-100 pt-4">
              <h3 className="mb-3 text-sm font-semibold text-slate-900">Warden</h3>
              <DetailList>
                <DetailItem label="Name">{hostel.warden.name}</DetailItem>
                {hostel.warden.phone && (
                  <DetailItem label="Phone">
                    <PhoneLink phone={hostel.warden.phone} />
                  </DetailItem>
                )}
                {hostel.warden.email && (
                  <DetailItem label="Email">
                    <EmailLink email={hostel.warden.email} />
                  </DetailItem>
                )}
              </DetailList>
            </div>
          )}
        </>
      ) : (
        <SectionEmpty>{dashboardMessages.notAssigned}</SectionEmpty>
      )}
    </SectionCard>
  );
}
