import { ContentLayout } from '@/components/layouts/content-layout';
import { GatePassView } from '@/features/gate/pass/gate-pass';

/** The student's gate pass: the code the guard scans on the way out and back in. */
export function StudentGatePassRoute() {
  return (
    <ContentLayout
      title="Gate Pass"
      description="Show this to the guard when you go out and come back."
    >
      <GatePassView />
    </ContentLayout>
  );
}
