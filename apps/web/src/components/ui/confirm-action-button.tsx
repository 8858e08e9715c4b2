import { Trash2, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

const dangerStyles = 'text-red-700 hover:bg-red-50 hover:text-red-800';

/** What a mutation hook returns, as far as this button uses it. */
type Action<Variables> = {
  mutate: (variables: Variables, options: { onSettled: () => void }) => void;
  isPending: boolean;
};

type ConfirmActionButtonProps<Variables> = {
  /** The button's text, e.g. 'Delete'. */
  label: string;
  icon: LucideIcon;
  /** Names what the button acts on, as several cards each have one: 'Delete Kaveri'. */
  'aria-label': string;
  /** Red, for an action that destroys something. */
  danger?: boolean;
  /** The dialog's title, e.g. 'Delete Hostel'. */
  title: string;
  /** The question, e.g. 'Are you sure you want to delete Kaveri?'. */
  message: string;
  /** What confirming does, below the question (ConfirmDialog). */
  details?: string | undefined;
  /** The confirm button's text before and while the action runs; ConfirmDialog's by default. */
  confirmLabel?: string;
  pendingLabel?: string;
  /** The mutation to run on confirmation, and what to run it with. */
  action: Action<Variables>;
  variables: Variables;
};

/**
 * A card's button for something that cannot be undone: it asks first
 * (docs/product-rules.md#deleting), then acts.
 */
export function ConfirmActionButton<Variables>({
  label,
  icon: Icon,
  'aria-label': ariaLabel,
  danger = false,
  title,
  message,
  details,
  confirmLabel,
  pendingLabel,
  action,
  variables,
}: ConfirmActionButtonProps<Variables>) {
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={ariaLabel}
        onClick={() => setOpen(true)}
        className={danger ? dangerStyles : undefined}
      >
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        message={message}
        details={details}
        confirmLabel={confirmLabel}
        pendingLabel={pendingLabel}
        pending={action.isPending}
        onClose={() => setOpen(false)}
        // Closed either way: on failure the mutation's toast says why.
        onConfirm={() => action.mutate(variables, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}

type DeleteButtonProps<Variables> = Pick<
  ConfirmActionButtonProps<Variables>,
  'title' | 'message' | 'details' | 'action' | 'variables'
> & {
  /** What the button deletes, for its accessible name: 'Delete Kaveri'. */
  name: string;
};

/** A card's red Delete button, which asks first. */
export function DeleteButton<Variables>({ name, ...props }: DeleteButtonProps<Variables>) {
  return (
    <ConfirmActionButton
      label="Delete"
      icon={Trash2}
      aria-label={`Delete ${name}`}
      danger
      {...props}
    />
  );
}
