import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog';
import { DialogButton } from '@/components/ui/dialog-button';
import type { HistoryOf } from '../api/get-residencies';
import { ResidencyList } from './residency-list';

type StaysButtonProps = {
  of: HistoryOf;
  /** "Kavya Reddy" or "Room 204": whose stays, in the button's name and the dialog's title. */
  subject: string;
};

/** A card's Stays button: who lived where and when, in a dialog (docs/product-rules.md#residencies). */
export function StaysButton({ of, subject }: StaysButtonProps) {
  const title = `Stays of ${subject}`;
  return (
    <DialogButton label="Stays" name={title} icon={History} title={title} size="lg">
      {(close) => (
        <>
          <ResidencyList of={of} label={`${title}, newest first`} />
          <DialogActions>
            <Button variant="secondary" onClick={close} data-autofocus>
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </DialogButton>
  );
}
