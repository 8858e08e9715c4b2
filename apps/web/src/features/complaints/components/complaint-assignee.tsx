import { useId, useState } from 'react';
import type { Complaint } from '@hms/shared/complaints';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useAssignComplaint, useAssignees } from '../api/assign-complaint';

const NOBODY = '';

/**
 * Who has the complaint, and a choice of staff to give it to. A warden of another hostel is in
 * the list too; the server refuses them with a sentence saying whom to choose instead.
 */
export function ComplaintAssignee({
  complaint,
  onAssigned,
}: {
  complaint: Complaint;
  onAssigned: (complaint: Complaint) => void;
}) {
  const id = useId();
  const assignees = useAssignees();
  const assign = useAssignComplaint();
  const [choice, setChoice] = useState(complaint.assignee?._id ?? NOBODY);
  const options = (assignees.data ?? []).map((member) => ({
    value: member._id,
    label: `${member.name} (${member.role === 'admin' ? 'Administrator' : 'Warden'})`,
  }));

  return (
    <section className="space-y-2" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        Assigned to
      </h3>
      <p className="text-sm text-slate-700">
        {complaint.assignee ? complaint.assignee.name : 'Nobody yet'}
      </p>
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          assign.mutate(
            { id: complaint._id, assigneeId: choice === NOBODY ? null : choice },
            { onSuccess: onAssigned },
          );
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-choice`} className="sr-only">
            Give it to
          </label>
          <Select
            id={`${id}-choice`}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            options={options}
            placeholder="Nobody"
            disabled={!assignees.data}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={assign.isPending}>
          {assign.isPending ? 'Assigning...' : 'Assign'}
        </Button>
      </form>
    </section>
  );
}
