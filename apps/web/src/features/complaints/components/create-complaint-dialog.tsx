import { complaintCreateSchema, type ComplaintCreateInput } from '@hms/shared/complaints';
import { Dialog, DialogFormActions } from '@/components/ui/dialog';
import type { DialogFormProps } from '@/components/ui/form-dialog-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useSaveForm } from '@/hooks/use-save-form';
import { useCreateComplaint } from '../api/create-complaint';
import { categoryOptions, priorityOptions } from './complaint-options';

// Every input, by the path the server names in a 400, so its message lands under the field.
const fieldNames = Object.keys(complaintCreateSchema.shape);

function CreateComplaintForm({ onSubmit, onCancel }: DialogFormProps<ComplaintCreateInput>) {
  const { register, submit, errors, isSubmitting } = useSaveForm({
    schema: complaintCreateSchema,
    // Priority is optional and starts at Medium (docs/product-rules.md#complaint-fields).
    defaultValues: { subject: '', category: '', priority: 'Medium', description: '' },
    onSubmit,
    fieldNames,
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormField label="Subject" error={errors.subject?.message}>
        {(control) => (
          <Input {...control} {...register('subject')} autoComplete="off" data-autofocus />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Category" error={errors.category?.message}>
          {(control) => (
            <Select
              {...control}
              {...register('category')}
              options={categoryOptions}
              placeholder="Select category"
            />
          )}
        </FormField>
        <FormField label="Priority" error={errors.priority?.message}>
          {(control) => <Select {...control} {...register('priority')} options={priorityOptions} />}
        </FormField>
      </div>
      <FormField label="Description" error={errors.description?.message}>
        {(control) => <Textarea {...control} {...register('description')} rows={5} />}
      </FormField>
      <DialogFormActions
        pending={isSubmitting}
        onCancel={onCancel}
        submitLabel="Submit Complaint"
        pendingText="Submitting..."
      />
    </form>
  );
}

type CreateComplaintDialogProps = { open: boolean; onClose: () => void };

/**
 * The 'Submit New Complaint' dialog. Its opener lives with the page, as both the header's New
 * Complaint button and the empty list's Submit Complaint button open it.
 */
export function CreateComplaintDialog({ open, onClose }: CreateComplaintDialogProps) {
  const createComplaint = useCreateComplaint();

  return (
    <Dialog open={open} onClose={onClose} title="Submit New Complaint" size="lg">
      <CreateComplaintForm
        onCancel={onClose}
        onSubmit={async (input) => {
          await createComplaint.mutateAsync(input);
          onClose();
        }}
      />
    </Dialog>
  );
}
