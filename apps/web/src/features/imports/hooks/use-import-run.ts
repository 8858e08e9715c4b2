import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { runImport, type ImportProgress, type ImportRequest } from '../api/run-import';

/**
 * One check or save at a time, with the progress of the one running (undefined until its first
 * line arrives). A save stales the lists it fills; the dashboards and the Activity page are
 * staled for every change by lib/query-client.ts.
 */
export function useImportRun() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ImportProgress>();
  const mutation = useMutation({
    mutationFn: (request: ImportRequest) => {
      setProgress(undefined);
      return runImport(request, setProgress);
    },
    onSuccess: (report) => {
      if (!report.committed) return;
      // New students take beds, which the rooms and hostels count; new rooms add to a hostel's.
      for (const queryKey of [queryKeys.students, queryKeys.rooms, queryKeys.hostels]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
  return {
    run: mutation.mutateAsync,
    running: mutation.isPending,
    /** Whether the run is a save rather than a check. */
    saving: mutation.isPending && mutation.variables.body.commit,
    progress,
  };
}
