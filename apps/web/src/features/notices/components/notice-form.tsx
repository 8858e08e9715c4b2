import { useId } from 'react';
import { useController, type Path } from 'react-hook-form';
import { z } from 'zod';
import {
  NOTICE_BODY_MAX,
  NOTICE_TITLE_MAX,
  noticeAudienceRefusal,
  noticeExpiryRefusal,
  noticeInputSchema,
  type Notice,
  type NoticeFormValues,
  type NoticeInput,
} from '@hms/shared/notices';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogFormActions } from '@/components/ui/dialog';
import type { DialogFormProps } from '@/components/ui/form-dialog-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useSaveForm } from '@/hooks/use-save-form';
import { fromLocalInput, toLocalInput } from './local-time';

export type NoticeAuthor = { role: string; hostelIds?: string[] | undefined };

/**
 * The form as it is filled in: the hostels chosen are kept while 'All hostels' is picked, so that
 * picking 'Chosen hostels' again finds them, and the expiry is as the input shows it.
 */
type NoticeDraft = {
  title: string;
  body: string;
  pinned: boolean;
  allHostels: boolean;
  hostels: string[];
  expiresAt: string;
};

// Every input, by the path the server names in a 400, so its message lands under it.
const fieldNames = [
  'title',
  'body',
  'hostels',
  'expiresAt',
] as const satisfies readonly Path<NoticeDraft>[];

/**
 * The draft as the API takes it, by the shared schema; once that passes, who may send to those
 * hostels and whether the expiry lies ahead, by the shared rules the server applies too.
 */
function noticeFormSchema(account: NoticeAuthor) {
  return z
    .object({
      title: z.string(),
      body: z.string(),
      pinned: z.boolean(),
      allHostels: z.boolean(),
      hostels: z.array(z.string()),
      expiresAt: z.string(),
    })
    .transform((draft): NoticeFormValues => ({
      ...draft,
      hostels: draft.allHostels ? [] : draft.hostels,
      expiresAt: fromLocalInput(draft.expiresAt),
    }))
    .pipe(noticeInputSchema)
    .superRefine((input, ctx) => {
      if (ctx.issues.length > 0) return;
      const audience = noticeAudienceRefusal(account, input);
      if (audience) ctx.addIssue({ code: 'custom', message: audience, path: ['hostels'] });
      const late = noticeExpiryRefusal(input.expiresAt, new Date());
      if (late) ctx.addIssue({ code: 'custom', message: late, path: ['expiresAt'] });
    });
}

function toDraft(notice: Notice | undefined, isAdmin: boolean): NoticeDraft {
  return {
    title: notice?.title ?? '',
    body: notice?.body ?? '',
    pinned: notice?.pinned ?? false,
    allHostels: notice?.allHostels ?? isAdmin,
    hostels: notice?.hostels.map((h) => h._id) ?? [],
    expiresAt: notice?.expiresAt ? toLocalInput(notice.expiresAt) : '',
  };
}

type NoticeFormProps = DialogFormProps<NoticeInput> & {
  /** Who is writing: an administrator may send to every hostel, a warden to their own. */
  account: NoticeAuthor;
  /** The hostels to choose from (a warden's own); undefined while they load. */
  hostels: { _id: string; name: string }[] | undefined;
  /** The notice being edited; without it the form posts a new one. */
  notice?: Notice;
};

/** Title, text, who it goes to, pinned or not, and when it comes down (docs/product-rules.md#notices). */
export function NoticeForm({ account, hostels, notice, onSubmit, onCancel }: NoticeFormProps) {
  const isAdmin = account.role === 'admin';
  const { register, control, submit, errors, isSubmitting } = useSaveForm({
    schema: noticeFormSchema(account),
    defaultValues: toDraft(notice, isAdmin),
    onSubmit,
    fieldNames,
  });
  const { field: allHostels } = useController({ control, name: 'allHostels' });
  const { field: chosen } = useController({ control, name: 'hostels' });
  const audienceName = useId();
  const audienceError = errors.hostels?.message;

  const toggle = (id: string, on: boolean) =>
    chosen.onChange(on ? [...chosen.value, id] : chosen.value.filter((other) => other !== id));

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormField label="Title" error={errors.title?.message}>
        {(control) => (
          <Input {...control} {...register('title')} maxLength={NOTICE_TITLE_MAX} data-autofocus />
        )}
      </FormField>
      <FormField
        label="Notice"
        hint="Plain text; line breaks are kept."
        error={errors.body?.message}
      >
        {(control) => (
          <Textarea {...control} rows={6} {...register('body')} maxLength={NOTICE_BODY_MAX} />
        )}
      </FormField>
      <fieldset aria-describedby={audienceError ? `${audienceName}-error` : undefined}>
        <legend className="text-sm font-medium text-slate-700">Send to</legend>
        {isAdmin && (
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-700">
            {[
              { value: true, label: 'All hostels' },
              { value: false, label: 'Chosen hostels' },
            ].map((option) => (
              <label key={option.label} className="flex items-center gap-2.5">
                <input
                  type="radio"
                  name={audienceName}
                  checked={allHostels.value === option.value}
                  onChange={() => allHostels.onChange(option.value)}
                  className="size-4 accent-indigo-600"
                />
                {option.label}
              </label>
            ))}
          </div>
        )}
        {!allHostels.value &&
          (hostels === undefined ? (
            <p className="mt-2 text-sm text-slate-600">Loading hostels...</p>
          ) : hostels.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">There are no hostels to choose from.</p>
          ) : (
            <div className="mt-3 grid gap-2 sm:grid-cols-2">
              {hostels.map((hostel) => (
                <Checkbox
                  key={hostel._id}
                  label={hostel.name}
                  className="min-w-0 [overflow-wrap:anywhere]"
                  checked={chosen.value.includes(hostel._id)}
                  onChange={(event) => toggle(hostel._id, event.target.checked)}
                />
              ))}
            </div>
          ))}
        {audienceError && (
          <p id={`${audienceName}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
            {audienceError}
          </p>
        )}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
        <FormField
          label="Expires"
          hint="Optional. Students stop seeing it then."
          error={errors.expiresAt?.message}
        >
          {(control) => <Input {...control} {...register('expiresAt')} type="datetime-local" />}
        </FormField>
        <Checkbox className="sm:mt-8" label="Pin to the top" {...register('pinned')} />
      </div>
      <DialogFormActions
        pending={isSubmitting}
        onCancel={onCancel}
        submitLabel={notice ? 'Save' : 'Post Notice'}
        pendingText={notice ? 'Saving...' : 'Posting...'}
      />
    </form>
  );
}
