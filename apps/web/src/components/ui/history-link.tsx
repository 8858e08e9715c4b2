import { History } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from './button';
import { paths } from '@/config/paths';

/** The Activity page showing one record's history, newest first. */
export function historyPath(entityType: string, entityId: string): string {
  const params = new URLSearchParams({ entityType, entityId });
  return `${paths.admin.activity}?${params.toString()}`;
}

type HistoryLinkProps = {
  entityType: 'student' | 'room' | 'hostel' | 'complaint';
  entityId: string;
  /** Names the record for a screen reader: "History of Room 204". */
  label: string;
};

/** A card's or dialog's way to its record's history on the Activity page. */
export function HistoryLink({ entityType, entityId, label }: HistoryLinkProps) {
  return (
    <Link
      to={historyPath(entityType, entityId)}
      aria-label={`History of ${label}`}
      className={buttonStyles('ghost', undefined, 'sm')}
    >
      <History aria-hidden="true" className="size-4" />
      History
    </Link>
  );
}
