import { UserRound } from 'lucide-react';
import type { StudentProfile } from '@hms/shared/profile';
import { DetailItem, DetailList } from '@/components/ui/detail-list';
import { SectionCard } from '@/components/ui/section-card';

export function PersonalInformationCard({ student }: { student: StudentProfile }) {
  return (
    <SectionCard title="Personal Information" icon={UserRound}>
      <DetailList>
        <DetailItem label="Name">{student.name}</DetailItem>
        <DetailItem label="Email">{student.email}</DetailItem>
        <DetailItem label="Phone">{student.phone}</DetailItem>
        <DetailItem label="Course">{student.course}</DetailItem>
        <DetailItem label="Year">{student.year}</DetailItem>
        <DetailItem label="Gender">{student.gender}</DetailItem>
      </DetailList>
    </SectionCard>
  );
}
