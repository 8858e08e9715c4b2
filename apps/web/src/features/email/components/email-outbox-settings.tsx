import { Mail } from 'lucide-react';
import { useState } from 'react';
import {
  EMAIL_STATUSES,
  emailOutboxMessages as m,
  emailStatusLabels,
  type EmailStatus,
} from '@hms/shared/email-outbox';
import { FormField } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import { PagedList, type PagedListMessages } from '@/components/ui/paged-list';
import { SectionCard } from '@/components/ui/section-card';
import { Select } from '@/components/ui/select';
import { useEmailOutbox } from '../api/email-outbox';
import { EmailCard } from './email-card';

const messages = {
  loading: 'Loading e-mail',
  loadFailed: m.loadFailed,
  empty: m.empty,
  emptyHint: 'Notifications and password-reset links are listed here as they are sent.',
  emptyFiltered: m.emptyFiltered,
  emptyFilteredHint: 'Choose another status, or show all e-mail.',
} satisfies PagedListMessages;

const statusOptions = EMAIL_STATUSES.map((value) => ({ value, label: emailStatusLabels[value] }));

/**
 * The Settings page's outgoing e-mail: failed messages first, to be sent again once the mail
 * server is put right (docs/product-rules.md#e-mail).
 */
export function EmailOutboxSettings() {
  const [status, setStatus] = useState<EmailStatus | undefined>('failed');
  const [page, setPage] = useState(1);
  const outbox = useEmailOutbox(status, page);
  const choose = (next: EmailStatus | undefined) => {
    setStatus(next);
    setPage(1);
  };

  return (
    <SectionCard title="Outgoing e-mail" icon={Mail}>
      <div className="space-y-5">
        <p className="text-sm text-slate-600">
          Each notification is also e-mailed to its recipient, as are password-reset links. A
          message the mail server refuses is tried again, waiting longer each time; after the last
          attempt it is marked Failed here.
        </p>
        {outbox.data?.mailConfigured === false && <Notice tone="warning">{m.notConfigured}</Notice>}
        <FormField label="Status" className="max-w-xs">
          {(control) => (
            <Select
              {...control}
              value={status ?? ''}
              placeholder="All"
              options={statusOptions}
              onChange={(event) =>
                choose((event.target.value || undefined) as EmailStatus | undefined)
              }
            />
          )}
        </FormField>
        <PagedList
          query={outbox}
          context={true}
          renderItem={(email) => <EmailCard email={email} />}
          messages={messages}
          icon={Mail}
          noun={{ one: 'message', other: 'messages' }}
          hasFilters={status !== undefined}
          onPageChange={setPage}
          onClearFilters={() => choose(undefined)}
        />
      </div>
    </SectionCard>
  );
}
