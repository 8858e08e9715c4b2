import { Pencil, Plus, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DialogButton, type DialogButtonProps } from './dialog-button';

/** What a dialog's form is given: its Save, which rejects with the server's field messages. */
export type DialogFormProps<Input> = {
  onSubmit: (input: Input) => Promise<unknown>;
  onCancel: () => void;
};

type SaveProps<Input> = {
  /** Saves what the form holds; the dialog closes once it has, and stays open if it fails. */
  save: (input: Input) => Promise<unknown>;
  form: (props: DialogFormProps<Input>) => ReactNode;
};

function FormDialogButton<Input>({
  save,
  form,
  ...props
}: Omit<DialogButtonProps, 'children'> & SaveProps<Input>) {
  return (
    <DialogButton {...props}>
      {(close) =>
        form({
          onCancel: close,
          onSubmit: async (input) => {
            await save(input);
            close();
          },
        })
      }
    </DialogButton>
  );
}

/**
 * A list page's Add button, e.g. 'Add Room', and its dialog of the same title; a plus unless what
 * it adds has an icon of its own (Post Notice's megaphone).
 */
export function AddButton<Input>({
  label,
  icon = Plus,
  ...props
}: { label: string; icon?: LucideIcon } & SaveProps<Input>) {
  return (
    <FormDialogButton
      label={label}
      icon={icon}
      variant="primary"
      buttonSize="md"
      title={label}
      size="lg"
      {...props}
    />
  );
}

/** A card's Edit button, named for what it edits ('Edit Kaveri'), and its dialog. */
export function EditButton<Input>({
  name,
  title,
  ...props
}: { name: string; title: string } & SaveProps<Input>) {
  return (
    <FormDialogButton
      label="Edit"
      name={`Edit ${name}`}
      icon={Pencil}
      title={title}
      size="lg"
      {...props}
    />
  );
}
