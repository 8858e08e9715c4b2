import { Building } from 'lucide-react';
import { profileMessages } from '@hms/shared/messages';
import type { ResidentHostel } from '@hms/shared/profile';
import { EmailLink, PhoneLink } from '@/components/ui/contact-links';
import { DetailItem, DetailList } from '@/components/ui/detail-list';
import { SectionCard, SectionEmpty } from '@/components/ui/section-card';
import { formatWholeRupees } from '@hms/shared/money';

export function HostelInformationCard({ hostel }: { hostel: ResidentHostel | null }) {
  if (!hostel) {
    return (
      <SectionCard title="Hostel Information" icon={Building}>
        <SectionEmpty>{profileMessages.noHostel}</SectionEmpty>
      </SectionCard>
    );
  }

  const { warden } = hostel;
  return (
    <SectionCard title="Hostel Information" icon={Building}>
      <DetailList>
        <DetailItem label="Hostel Name">{hostel.name}</DetailItem>
        <DetailItem label="Type">{hostel.type}</DetailItem>
        <DetailItem label="Monthly Fee">{formatWholeRupees(hostel.fees.monthly)}</DetailItem>
        <DetailItem label="Security Deposit">{formatWholeRupees(hostel.fees.security)}</DetailItem>
        <DetailItem label="Address" className="sm:col-span-2">
          <span className="whitespace-pre-line">{hostel.address}</span>
        </DetailItem>
      </DetailList>
      {/* Whatever of the warden's contact the office filled in; the section goes when none is. */}
      {(warden.name || warden.phone || warden.email) && (
        <div className="mt-5 border-t border-slate-100 pt-4">
          <h3 className="mb-3 text-sm font-semibold text-slate-900">Warden Contact</h3>
          <DetailList>
            {warden.name && <DetailItem label="Name">{warden.name}</DetailItem>}
            {warden.phone && (
              <DetailItem label="Phone">
                <PhoneLink phone={warden.phone} />
              </DetailItem>
            )}
            {warden.email && (
              <DetailItem label="Email">
                <EmailLink email={warden.email} />
              </DetailItem>
            )}
          </DetailList>
        </div>
      )}
    </SectionCard>
  );
}
