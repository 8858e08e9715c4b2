import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ALLOWED_TRANSITIONS, type Complaint } from '@hms/shared/complaints';
import type { ComplaintStatus } from '@hms/shared/enums';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useUpdateComplaint } from '../api/update-complaint';

type ComplaintStatusActionsProps = {
  complaint: Complaint;
  /** The complaint as the server answered, with its new status and resolution. */
  onUpdated: (complaint: Complaint) => void;
};

/**
 * The administrator's status buttons: only the moves ALLOWED_TRANSITIONS offers from the current
 * status (none once Closed). Resolved asks for the resolution first.
 */
export function ComplaintStatusActions({ complaint, onUpdated }: ComplaintStatusActionsProps) {
  const updateComplaint = useUpdateComplaint();
  const [resolving, setResolving] = useState(false);
  const [resolution, setResolution] = useState('');
  const resolutionRef = useRef<HTMLTextAreaElement>(null);
  const pending = updateComplaint.isPending;
  const next = ALLOWED_TRANSITIONS[complaint.status];

  useEffect(() => {
    if (resolving) resolutionRef.current?.focus();
  }, [resolving]);

  if (next.length === 0) return null;

  function send(status: ComplaintStatus, text?: string) {
    if (pending) return;
    updateComplaint.mutate(
      { id: complaint._id, input: text === undefined ? { status } : { status, resolution: text } },
      {
        onSuccess: (updated) => {
          setResolving(false);
          setResolution('');
          onUpdated(updated);
        },
      },
    );
  }

  function confirmResolved() {
    const text = resolution.trim();
    // Nothing happens if the resolution is left empty (docs/product-rules.md#status-transitions).
    if (!text) return;
    send('Resolved', text);
  }

  if (resolving) {
    return (
      <div className="space-y-3 rounded-xl border border-slate-200 p-3">
        <FormField label="Resolution details">
          {(control) => (
            <Textarea
              {...control}
              ref={resolutionRef}
              value={resolution}
              onChange={(event) => setResolution(event.target.value)}
              rows={3}
            />
          )}
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setResolving(false)}>
            Cancel
          </Button>
          {/* aria-disabled rather than disabled, so focus stays on it while the request runs. */}
          <Button aria-disabled={pending || undefined} onClick={confirmResolved}>
            {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
            Confirm Resolved
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Update status">
      {next.map((status) => (
        <Button
          key={status}
          variant={status === 'Resolved' ? 'primary' : 'secondary'}
          size="sm"
          aria-disabled={pending || undefined}
          onClick={() => {
            if (pending) return;
            if (status === 'Resolved') setResolving(true);
            else send(status);
          }}
        >
          Mark {status}
        </Button>
      ))}
    </div>
  );
}
