import { useId, useState, type FormEvent } from 'react';
import {
  NOTICE_BODY_MAX,
  NOTICE_TITLE_MAX,
  noticeAudienceRefusal,
  noticeExpiryRefusal,
  noticeInputSchema,
  type Notice,
  type NoticeInput,
} from '@hms/shared/notices';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogFormActions } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { fromLocalInput, toLocalInput } from './local-time';

type Field = 'title' | 'body' | 'hostels' | 'expiresAt';
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly string[] = ['title', 'body', 'hostels', 'expiresAt'];

export type NoticeAuthor = { role: string; hostelIds?: string[] | undefined };

type NoticeFormProps = {
  /** Who is writing: an administrator may send to every hostel, a warden to their own. */
  account: NoticeAuthor;
  /** The hostels to choose from (a warden's own); undefined while they load. */
  hostels: { _id: string; name: string }[] | undefined;
  /** The notice being edited; without it the form posts a new one. */
  notice?: Notice;
  onSubmit: (input: NoticeInput) => Promise<unknown>;
  onCancel: () => void;
};

/** Title, text, who it goes to, pinned or not, and when it comes down (docs/product-rules.md#notices). */
export function NoticeForm({ account, hostels, notice, onSubmit, onCancel }: NoticeFormProps) {
  const isAdmin = account.role === 'admin';
  const [title, setTitle] = useState(notice?.title ?? '');
  const [body, setBody] = useState(notice?.body ?? '');
  const [allHostels, setAllHostels] = useState(notice?.allHostels ?? isAdmin);
  const [chosen, setChosen] = useState<string[]>(notice?.hostels.map((h) => h._id) ?? []);
  const [pinned, setPinned] = useState(notice?.pinned ?? false);
  const [expiry, setExpiry] = useState(notice?.expiresAt ? toLocalInput(notice.expiresAt) : '');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const audienceName = useId();

  function check(): NoticeInput | undefined {
    const parsed = noticeInputSchema.safeParse({
      title,
      body,
      pinned,
      allHostels,
      hostels: allHostels ? [] : chosen,
      expiresAt: fromLocalInput(expiry),
    });
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    } else {
      const audience = noticeAudienceRefusal(account, parsed.data);
      if (audience) found.hostels = audience;
      const late = noticeExpiryRefusal(parsed.data.expiresAt, new Date());
      if (late) found.expiresAt = late;
    }
    setErrors(found);
    return Object.keys(found).length === 0 && parsed.success ? parsed.data : undefined;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = check();
    if (!input) return;
    setPending(true);
    try {
      await onSubmit(input);
    } catch (error) {
      // The toast has said why; the fields the server names get their own messages.
      if (error instanceof ApiError) {
        const found: Errors = {};
        for (const e of error.errors)
          if (FIELDS.includes(e.path)) found[e.path as Field] ??= e.message;
        setErrors(found);
      }
    } finally {
      setPending(false);
    }
  }

  const toggle = (id: string, on: boolean) =>
    setChosen((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormField label="Title" error={errors.title}>
        {(control) => (
          <Input
            {...control}
            value={title}
            maxLength={NOTICE_TITLE_MAX}
            onChange={(event) => setTitle(event.target.value)}
            data-autofocus
          />
        )}
      </FormField>
      <FormField label="Notice" hint="Plain text; line breaks are kept." error={errors.body}>
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            value={body}
            maxLength={NOTICE_BODY_MAX}
            onChange={(event) => setBody(event.target.value)}
          />
        )}
      </FormField>
      <fieldset aria-describedby={errors.hostels ? `${audienceName}-error` : undefined}>
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
                  checked={allHostels === option.value}
                  onChange={() => setAllHostels(option.value)}
                  className="size-4 accent-indigo-600"
                />
                {option.label}
              </label>
            ))}
          </div>
        )}
        {!allHostels &&
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
                  checked={chosen.includes(hostel._id)}
                  onChange={(event) => toggle(hostel._id, event.target.checked)}
                />
              ))}
            </div>
          ))}
        {errors.hostels && (
          <p id={`${audienceName}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
            {errors.hostels}
          </p>
        )}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
        <FormField
          label="Expires"
          hint="Optional. Students stop seeing it then."
          error={errors.expiresAt}
        >
          {(control) => (
            <Input
              {...control}
              type="datetime-local"
              value={expiry}
              onChange={(event) => setExpiry(event.target.value)}
            />
          )}
        </FormField>
        <Checkbox
          className="sm:mt-8"
          label="Pin to the top"
          checked={pinned}
          onChange={(event) => setPinned(event.target.checked)}
        />
      </div>
      <DialogFormActions
        pending={pending}
        onCancel={onCancel}
        submitLabel={notice ? 'Save' : 'Post Notice'}
        pendingText={notice ? 'Saving...' : 'Posting...'}
      />
    </form>
  );
}
