import { Luggage, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { leaveMessages as m } from '@hms/shared/leave';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button';
import { Notice } from '@/components/ui/notice';
import { PagedList, type PagedListMessages } from '@/components/ui/paged-list';
import { SectionCard } from '@/components/ui/section-card';
import { useCancelLeave, useOwnLeave } from '../api/leave';
import { ApplyForLeave } from './apply-for-leave';
import { LeaveCard, leaveDays } from './leave-card';

const messages = {
  loading: 'Loading your leave',
  loadFailed: m.loadFailed,
  empty: m.empty,
  emptyHint: 'Leave you apply for appears here with the office’s answer.',
  emptyFiltered: m.empty,
  emptyFilteredHint: '',
} satisfies PagedListMessages;

/**
 * The student's Leave page (docs/product-rules.md#leave): the application form, for a student
 * living in a hostel, and every application with its answer; Cancel until the first day.
 */
export function OwnLeave({ hasRoom }: { hasRoom: boolean | undefined }) {
  const [page, setPage] = useState(1);
  const leave = useOwnLeave(page);
  const cancel = useCancelLeave();
  return (
    <div className="space-y-6">
      <SectionCard title="Apply for leave">
        {hasRoom === false ? <Notice>{m.noRoom}</Notice> : <ApplyForLeave />}
      </SectionCard>
      <section aria-labelledby="own-leave-heading" className="space-y-4">
        <h2 id="own-leave-heading" className="text-lg font-semibold text-slate-900">
          Your leave
        </h2>
        <PagedList
          query={leave}
          context={true}
          renderItem={(item) => (
            <LeaveCard
              leave={item}
              showStudent={false}
              actions={
                item.cancellable && (
                  <ConfirmActionButton
                    label="Cancel"
                    icon={Undo2}
                    aria-label={`Cancel the leave of ${leaveDays(item)}`}
                    title="Cancel Leave"
                    message={`Cancel your leave of ${leaveDays(item)}? You can apply again.`}
                    confirmLabel="Cancel Leave"
                    pendingLabel="Cancelling..."
                    action={cancel}
                    variables={item._id}
                  />
                )
              }
            />
          )}
          messages={messages}
          icon={Luggage}
          noun={{ one: 'application', other: 'applications' }}
          hasFilters={false}
          onPageChange={setPage}
          onClearFilters={() => setPage(1)}
        />
      </section>
    </div>
  );
}
