import { useQuery } from '@tanstack/react-query';
import { type Proses, workflowKeys } from './api';
import { loadElk } from './elk';
import { layoutProses } from './layout';

/** The laid-out diagram of a process version; the layout is computed once per definition and kept. */
export function useProsesLayout(proses: Proses) {
  return useQuery({
    queryKey: workflowKeys.layout(proses),
    queryFn: async () => layoutProses(proses, await loadElk()),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
