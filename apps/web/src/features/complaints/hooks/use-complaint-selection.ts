import { useCallback, useState } from 'react';
import type { Complaint } from '@hms/shared/complaints';

/**
 * The complaint whose detail dialog is open, kept by id and read from the latest list, so a new
 * status, resolution or comment shows in place. The last answer seen stands in while the list
 * no longer holds it (an admin filtering on Open who has just marked it In Progress).
 */
export function useComplaintSelection(complaints: readonly Complaint[] | undefined) {
  const [lastSeen, setLastSeen] = useState<Complaint | null>(null);
  const selected =
    lastSeen && (complaints?.find((complaint) => complaint._id === lastSeen._id) ?? lastSeen);

  return {
    selected,
    open: setLastSeen,
    /**
     * Takes a change's answer for the complaint open. An answer that arrives after its dialog was
     * closed, or another complaint opened, is left to the list refresh rather than reopening it.
     */
    update: useCallback(
      (complaint: Complaint) =>
        setLastSeen((current) => (current?._id === complaint._id ? complaint : current)),
      [],
    ),
    close: useCallback(() => setLastSeen(null), []),
  };
}
