import { LoaderCircle } from 'lucide-react';
import { Button } from './button';
import { Dialog, DialogActions } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** The question, e.g. 'Are you sure you want to delete Kaveri?'. */
  message: string;
  /** What confirming does, below the question, where it is not plain from it. */
  details?: string | undefined;
  confirmLabel?: string;
  pendingLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before something that cannot be undone. Focus starts on Cancel, the safe answer. */
export function ConfirmDialog({
  open,
  title,
  message,
  details,
  confirmLabel = 'Delete',
  pendingLabel = 'Deleting...',
  pending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={message}

      size="sm"
    >
      {details && <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{details}</p>}
      <DialogActions>
        <Button variant="secondary" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        {/* aria-disabled rather than disabled: a disabled button would drop focus out of the dialog. */}
        <Button
          variant="danger"
          aria-disabled={pending || undefined}
          onClick={() => {
            if (!pending) onConfirm();
          }}
        >
          {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
