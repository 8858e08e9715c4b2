import { Megaphone } from 'lucide-react';
import type { NoticeInput } from '@hms/shared/notices';
import { AddButton } from '@/components/ui/form-dialog-button';
import { usePostNotice } from '../api/notices';
import { NoticeForm, type NoticeAuthor } from './notice-form';

type PostNoticeProps = {
  account: NoticeAuthor;
  hostels: { _id: string; name: string }[] | undefined;
};

/** The Notices page's 'Post Notice' button and its dialog. */
export function PostNotice({ account, hostels }: PostNoticeProps) {
  const post = usePostNotice();
  return (
    <AddButton
      label="Post Notice"
      icon={Megaphone}
      save={(input: NoticeInput) => post.mutateAsync(input)}
      form={(props) => <NoticeForm account={account} hostels={hostels} {...props} />}
    />
  );
}
