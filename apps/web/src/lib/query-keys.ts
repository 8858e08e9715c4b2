/**
 * The cache keys of the server's lists. They live here rather than in their features because a
 * change in one feature stales another's list (a new room changes its hostel's room count; a
 * renamed hostel is renamed on every room card; assigning a student fills a bed), and features do
 * not import each other.
 */
export const queryKeys = {
  hostels: ['hostels'],
  rooms: ['rooms'],
  students: ['students'],
  complaints: ['complaints'],
} as const;
