import { UserRound } from 'lucide-react';
import type { StudentProfile } from '@hms/shared/profile';
import { DetailItem, DetailList } from '@/components/ui/detail-list';
import { SectionCard } from '@/components/ui/section-card';
import { formatDate } from '@/lib/format-date';

export function PersonalInformationCard({ profile }: { profile: StudentProfile }) {
  return (
    <SectionCard title="Personal Information" icon={UserRound}>
      <DetailList>
        <DetailItem label="Full Name">{profile.name}</DetailItem>
        <DetailItem label="Student ID">
          <span className="font-mono">{profile.studentId}</span>
        </DetailItem>
        <DetailItem label="Email">{profile.email}</DetailItem>
        <DetailItem label="Phone">{profile.phone}</DetailItem>
        <DetailItem label="Course">{profile.course}</DetailItem>
        <DetailItem label="Year">{profile.year}</DetailItem>
        <DetailItem label="Gender">{profile.gender}</DetailItem>
        <DetailItem label="Admission Date">
          <time dateTime={profile.admissionDate}>{formatDate(profile.admissionDate)}</time>
        </DetailItem>
      </DetailList>
    </SectionCard>
  );
}
