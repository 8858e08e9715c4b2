import { useEffect, useRef, useState } from 'react';

/**
 * The profile's view and edit modes (docs/product-rules.md#profile-edit). The Edit button is
 * hidden while editing; when the form closes it comes back and takes the focus again, so a
 * keyboard user is not left at the top of the page.
 */
export function useEditMode() {
  const [editing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButtonRef.current?.focus();
  }, [editing]);

  return {
    editing,
    editButtonRef,
    startEditing: () => setEditing(true),
    stopEditing: () => {
      returnFocus.current = true;
      setEditing(false);
    },
  };
}
