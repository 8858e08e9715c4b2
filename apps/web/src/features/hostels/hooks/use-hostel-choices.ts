import type { Hostel } from '@hms/shared/hostels';
import { useHostels } from '../api/get-hostels';

/**
 * The hostels a page's filters and forms choose among: undefined while they load, so a list can
 * wait for them; none after a failed load, which leaves the choices empty rather than the page.
 */
export function useHostelChoices(): Hostel[] | undefined {
  const hostels = useHostels();
  return hostels.data ?? (hostels.isError ? [] : undefined);
}
