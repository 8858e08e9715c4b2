import { X } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/class-names';
import { Button } from './button';
import { focusRing } from './focus-ring';
import { SubmitButton } from './submit-button';
import { useModalFocus } from './use-modal-focus';

const sizes = { sm: 'sm:max-w-md', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl' } as const;

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  size?: keyof typeof sizes;
  children: ReactNode;
};

/**
 * A modal dialog: labelled by its title, focus kept inside while open and given back on close;
 * Escape, the close button and a click on the backdrop all close it. Put `data-autofocus` on the
 * element that should receive focus first (the first field of a form, Cancel of a confirmation).
 * Rendered only while open, so a form inside starts afresh every time.
 */
export function Dialog({ open, ...props }: DialogProps) {
  if (!open) return null;
  // On <body>, so no card or grid around the opener can clip it or stack above it.
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({
  onClose,
  title,
  description,
  size = 'md',
  children,
}: Omit<DialogProps, 'open'>) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useModalFocus(panelRef, { open: true, onClose });

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
      <div
        data-testid="dialog-backdrop"
        aria-hidden="true"
        onClick={onClose}
        className="absolute inset-0 bg-slate-950/50"
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          'relative flex max-h-[92dvh] w-full flex-col rounded-t-2xl bg-white shadow-xl outline-none sm:rounded-2xl',
          sizes[size],
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            aria-label="Close"
            onClick={onClose}
            className={cn(
              '-m-1.5 shrink-0 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800',
              focusRing,
            )}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="overflow-y-auto px-5 py-5 sm:px-6">
          {description && (
            <p id={descriptionId} className="mb-5 text-sm text-slate-600">
              {description}
            </p>
          )}
          {children}
        </div>
      </div>
    </div>
  );
}

/** The row of buttons at the foot of a dialog: Cancel first, the main action last. */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>
  );
}

type DialogFormActionsProps = {
  /** True while the form's request runs: the submit button is disabled and says so. */
  pending: boolean;
  onCancel: () => void;
  submitLabel?: string;
  pendingText?: string;
};

/** A dialog form's Cancel and submit buttons, 'Save' unless the form says otherwise. */
export function DialogFormActions({
  pending,
  onCancel,
  submitLabel = 'Save',
  pendingText = 'Saving...',
}: DialogFormActionsProps) {
  return (
    <DialogActions>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <SubmitButton pending={pending} pendingText={pendingText} fullWidth={false}>
        {submitLabel}
      </SubmitButton>
    </DialogActions>
  );
}
