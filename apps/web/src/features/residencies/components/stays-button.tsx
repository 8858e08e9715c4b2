import { History } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import type { HistoryOf } from '../api/get-residencies';
import { ResidencyList } from './residency-list';

type StaysButtonProps = {
  of: HistoryOf;
  /** "Kavya Reddy" or "Room 204": whose stays, in the button's name and the dialog's title. */
  subject: string;
};

/** A card's Stays button: who lived where and when, in a dialog (docs/product-rules.md#residencies). */
export function StaysButton({ of, subject }: StaysButtonProps) {
  const [open, setOpen] = useState(false);
  const title = `Stays of ${subject}`;
  return (
    <>
      <Button variant="secondary" size="sm" aria-label={title} onClick={() => setOpen(true)}>
        <History aria-hidden="true" className="size-4" />
        Stays
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={title} size="lg">
        <ResidencyList of={of} label={`${title}, newest first`} />
        <DialogActions>
          <Button variant="secondary" onClick={() => setOpen(false)} data-autofocus>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
