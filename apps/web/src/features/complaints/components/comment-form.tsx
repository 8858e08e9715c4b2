import { Send } from 'lucide-react';
import {
  commentCreateSchema,
  type CommentCreateInput,
  type Complaint,
} from '@hms/shared/complaints';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useSaveForm } from '@/hooks/use-save-form';
import { useAddComment } from '../api/add-comment';

const fieldNames = ['message'] as const;

type CommentFormProps = {
  complaintId: string;
  /** The complaint as the server answered, with the new comment among its comments. */
  onAdded: (complaint: Complaint) => void;
};

/** The detail dialog's 'Add a comment' box; the same for the student and the administrator. */
export function CommentForm({ complaintId, onAdded }: CommentFormProps) {
  const addComment = useAddComment();
  const { register, reset, submit, errors, isSubmitting } = useSaveForm({
    schema: commentCreateSchema,
    defaultValues: { message: '' },
    onSubmit: async (input: CommentCreateInput) => {
      const complaint = await addComment.mutateAsync({ id: complaintId, input });
      reset();
      onAdded(complaint);
    },
    fieldNames,
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <FormField label="Add a comment" error={errors.message?.message}>
        {(control) => <Textarea {...control} {...register('message')} rows={3} />}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          <Send aria-hidden="true" className="size-4" />
          {isSubmitting ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
