import { useQuery } from '@tanstack/react-query';
import { defaultConfig } from './default-config';

/**
 * The college's name, for every document title. The settings' reader and its schema load with
 * the answer rather than with the first page: the sign-in page's JavaScript has a budget
 * (scripts/check-bundle-budget.mjs), and the schema library would take a sixth of it. The query
 * is the one `useConfig` reads, so the settings are asked for once.
 */
export function useCollegeName(): string {
  return (
    useQuery({
      queryKey: ['config'],
      queryFn: async ({ signal }) => (await import('./public-config')).getConfig(signal),
      staleTime: Infinity,
    }).data?.collegeName ?? defaultConfig.collegeName
  );
}
