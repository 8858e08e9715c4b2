import type { MessPlan, MessPlanInput } from '@hms/shared/mess';
import { DeleteButton } from '@/components/ui/confirm-action-button';
import { AddButton, EditButton } from '@/components/ui/form-dialog-button';
import { useCreatePlan, useDeletePlan, useUpdatePlan } from '../api/mess-plans';
import { PlanForm } from './plan-form';

/**
 * Deleting asks first, and says the gentler way: a plan no longer sold is better marked not
 * offered, so that its residents keep their history (docs/decisions/064).
 */
export const confirmDeletePlan = (name: string) =>
  `Delete the plan ${name}? To stop offering it but keep it for the residents on it, edit it and untick “Offered to new residents” instead.`;

/** The Plans section's Add Plan button and its dialog, for a hostel. */
export function AddPlan({ hostelId }: { hostelId: string }) {
  const createPlan = useCreatePlan();
  return (
    <AddButton
      label="Add Plan"
      save={(input: MessPlanInput) => createPlan.mutateAsync(input)}
      form={(props) => <PlanForm hostelId={hostelId} {...props} />}
    />
  );
}

/** A plan's Edit (name, rate, meals, offered; the hostel stays) and Delete, which asks first. */
export function PlanActions({ plan }: { plan: MessPlan }) {
  const updatePlan = useUpdatePlan();
  const deletePlan = useDeletePlan();
  return (
    <>
      <EditButton
        name={plan.name}
        title="Edit Plan"
        save={({ hostelId: _fixed, ...input }: MessPlanInput) =>
          updatePlan.mutateAsync({ id: plan._id, input })
        }
        form={(props) => <PlanForm hostelId={plan.hostelId} plan={plan} {...props} />}
      />
      <DeleteButton
        name={plan.name}
        title="Delete Plan"
        message={confirmDeletePlan(plan.name)}
        action={deletePlan}
        variables={plan._id}
      />
    </>
  );
}
