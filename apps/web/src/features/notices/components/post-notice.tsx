import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { usePostNotice } from '../api/notices';
import { NoticeForm, type NoticeAuthor } from './notice-form';

type PostNoticeProps = {
  account: NoticeAuthor;
  hostels: { _id: string; name: string }[] | undefined;
};

/** The Notices page's 'Post Notice' button and its dialog. */
export function PostNotice({ account, hostels }: PostNoticeProps) {
  const [open, setOpen] = useState(false);
  const post = usePostNotice();
  const close = () => setOpen(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Megaphone aria-hidden="true" className="size-4" />
        Post Notice
      </Button>
      <Dialog open={open} onClose={close} title="Post Notice" size="lg">
        <NoticeForm
          account={account}
          hostels={hostels}
          onCancel={close}
          onSubmit={async (input) => {
            await post.mutateAsync(input);
            close();
          }}
        />
      </Dialog>
    </>
  );
}
