import { CircleCheck, CircleMinus, GraduationCap } from 'lucide-react';
import { profileMessages } from '@hms/shared/messages';
import type { StudentProfile } from '@hms/shared/profile';
import { Badge } from '@/components/ui/badge';
import { DetailItem, DetailList } from '@/components/ui/detail-list';
import { Notice } from '@/components/ui/notice';
import { SectionCard } from '@/components/ui/section-card';
import { formatDate } from '@/lib/format-date';

export function AcademicInformationCard({ profile }: { profile: StudentProfile }) {
  return (
    <SectionCard title="Academic Information" icon={GraduationCap}>
      <DetailList>
        <DetailItem label="Course">{profile.course}</DetailItem>
        <DetailItem label="Academic Year">Year {profile.year}</DetailItem>
        <DetailItem label="Admission Date">
          <time dateTime={profile.admissionDate}>{formatDate(profile.admissionDate)}</time>
        </DetailItem>
        <DetailItem label="Status">
          <Badge
            tone={profile.isActive ? 'green' : 'slate'}
            icon={profile.isActive ? CircleCheck : CircleMinus}
          >
            {profile.isActive ? 'Active' : 'Inactive'}
          </Badge>
        </DetailItem>
      </DetailList>
      <div className="mt-5">
        <Notice>{profileMessages.academicNote}</Notice>
      </div>
    </SectionCard>
  );
}
