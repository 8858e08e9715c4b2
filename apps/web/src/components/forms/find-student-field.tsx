import { FormField } from '@/components/ui/form-field';
import { SearchInput } from '@/components/ui/search-input';

/** The search a dialog opens on to choose a student: by name, student ID or e-mail. */
export function FindStudentField({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (search: string) => void;
}) {
  return (
    <FormField label="Find a student" hint="By name, student ID or e-mail.">
      {(control) => (
        <SearchInput
          {...control}
          value={value}
          onSearch={onSearch}
          maxLength={100}
          autoComplete="off"
          data-autofocus
        />
      )}
    </FormField>
  );
}
