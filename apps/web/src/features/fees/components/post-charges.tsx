import { CalendarPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { monthOf } from '@hms/shared/fee-rules';
import { monthField } from '@hms/shared/fees';
import { formatRupees } from '@hms/shared/money';
import { SectionCard } from '@/components/ui/section-card';
import { FormField } from '@/components/ui/form-field';
import { MonthField } from '@/components/ui/month-field';
import { Select } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { useToday } from '@/lib/public-config';
import { ApiError } from '@/lib/api-client';
import { getErrorDetail } from '@/lib/error-message';
import {
  usePostCharges,
  usePostingPreview,
  type PostingStep,
  type PostingTarget,
} from '../api/post-charges';

type Hostel = { _id: string; name: string };

const count = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;

/** "3 charges for 2 students, total ₹12,000", or why the month cannot be previewed. */
function Preview({ preview }: { preview: ReturnType<typeof usePostingPreview> }) {
  if (preview.data) {
    const { lines, students, total } = preview.data;
    if (lines === 0) return <p>Every charge for this month is already posted.</p>;
    return (
      <p>
        {count(lines, 'charge', 'charges')} for {count(students, 'student', 'students')}, total{' '}
        <span className="font-semibold">{formatRupees(total)}</span>
      </p>
    );
  }
  if (preview.isError) {
    return <p className="text-red-700">{getErrorDetail(preview.error) ?? 'No preview.'}</p>;
  }
  return <p>{preview.isFetching ? 'Counting the charges...' : 'Choose a month.'}</p>;
}

function Progress({ step }: { step: PostingStep }) {
  return (
    <div className="space-y-1.5">
      <p className="text-sm text-slate-700">
        Posting {step.name} ({step.index} of {step.count})…
      </p>
      <progress
        aria-label="Posting progress"
        value={step.index - 1}
        max={step.count}
        className="h-2 w-full accent-indigo-600"
      />
    </div>
  );
}

/**
 * Administrators post a month's rent and hostel fees, prorated by days of stay, after seeing what
 * posting would add. All hostels go one after another, with progress; posting again adds only
 * what is missing.
 */
export function PostCharges({ hostels }: { hostels: readonly Hostel[] }) {
  const thisMonth = monthOf(useToday());
  const [month, setMonth] = useState(thisMonth);
  const [hostel, setHostel] = useState('');
  const [step, setStep] = useState<PostingStep>();
  const [monthProblem, setMonthProblem] = useState<string>();
  const post = usePostCharges();
  const preview = usePostingPreview({ month, ...(hostel ? { hostel } : {}) });
  const monthError =
    monthProblem ??
    (preview.error instanceof ApiError
      ? preview.error.errors.find((e) => e.path === 'month')?.message
      : undefined);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = monthField.safeParse(month);
    if (!checked.success) return setMonthProblem(checked.error.issues[0]?.message);
    if (monthError) return;
    const chosen = hostels.find((h) => h._id === hostel);
    // Every hostel by itself, so each posting is short and the bar moves; none known, all at once.
    const targets: PostingTarget[] = chosen
      ? [chosen]
      : hostels.length > 0
        ? [...hostels]
        : [{ name: 'All hostels' }];
    post.mutate({ month, targets, onStep: setStep }, { onSettled: () => setStep(undefined) });
  }

  return (
    <SectionCard title="Post Charges" icon={CalendarPlus}>
      <p className="mb-4 text-sm text-slate-600">
        Charges every resident the month&apos;s rent and hostel fee, for the days they lived there.
        Posting a month again adds only what is missing.
      </p>
      <form noValidate onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <MonthField
            label="Month to post"
            value={month}
            onChange={(value) => {
              setMonth(value);
              setMonthProblem(undefined);
            }}
            max={thisMonth}
            error={monthError}
          />
          <FormField label="Hostel">
            {(control) => (
              <Select
                {...control}
                value={hostel}
                onChange={(event) => setHostel(event.target.value)}
                options={hostels.map((h) => ({ value: h._id, label: h.name }))}
                placeholder="All hostels"
              />
            )}
          </FormField>
        </div>
        <div aria-live="polite" className="text-sm text-slate-700">
          {step ? <Progress step={step} /> : !monthError && <Preview preview={preview} />}
        </div>
        <SubmitButton pending={post.isPending} pendingText="Posting..." fullWidth={false}>
          Post Charges
        </SubmitButton>
      </form>
    </SectionCard>
  );
}
