import { ReceiptText } from 'lucide-react';
import { mealLabels, type MessPlan } from '@hms/shared/mess';
import { formatRupees } from '@hms/shared/money';
import { Badge } from '@/components/ui/badge';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { SectionCard, SectionEmpty } from '@/components/ui/section-card';
import { Spinner } from '@/components/ui/spinner';
import { useMessPlans } from '../api/mess-plans';
import { AddPlan, PlanActions } from './plan-actions';

const loadFailed = 'The plans could not be loaded';

/** One plan: its name, rate, meals and whether it is offered, in words as well as colour. */
function PlanItem({ plan, canEdit }: { plan: MessPlan; canEdit: boolean }) {
  return (
    <article className="flex flex-wrap items-start gap-x-6 gap-y-3">
      <div className="min-w-0 flex-1 basis-60">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 font-semibold [overflow-wrap:anywhere] text-slate-900">
            {plan.name}
          </h3>
          {plan.offered ? (
            <Badge tone="green">Offered</Badge>
          ) : (
            <Badge tone="slate">Not offered</Badge>
          )}
        </div>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-slate-600">Monthly rate</dt>
          <dd className="font-medium text-slate-900">{formatRupees(plan.monthlyRate)}</dd>
          <dt className="text-slate-600">Meals</dt>
          <dd className="text-slate-900">
            {plan.meals.map((meal) => mealLabels[meal]).join(', ')}
          </dd>
        </dl>
      </div>
      {canEdit && (
        <div className="flex flex-wrap gap-2">
          <PlanActions plan={plan} />
        </div>
      )}
    </article>
  );
}

type PlansSectionProps = {
  hostelId: string;
  /** The office and mess managers add, edit and delete; a warden reads. */
  canEdit: boolean;
};

/** A hostel's mess plans, by name (docs/product-rules.md#mess-plans). */
export function PlansSection({ hostelId, canEdit }: PlansSectionProps) {
  const plans = useMessPlans(hostelId);
  return (
    <SectionCard
      title="Plans"
      icon={ReceiptText}
      action={canEdit ? <AddPlan hostelId={hostelId} /> : undefined}
    >
      {!plans.data ? (
        plans.isError ? (
          <QueryLoadError query={plans} message={loadFailed} />
        ) : (
          <Spinner label="Loading plans" className="py-6" />
        )
      ) : plans.data.length === 0 ? (
        <SectionEmpty>
          {canEdit
            ? 'No plans yet. Add one for each kind of board the mess serves, such as Veg or Non-veg.'
            : 'No plans yet.'}
        </SectionEmpty>
      ) : (
        <ul aria-label="Plans" className="divide-y divide-slate-100">
          {plans.data.map((plan) => (
            <li key={plan._id} className="py-4 first:pt-0 last:pb-0">
              <PlanItem plan={plan} canEdit={canEdit} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
