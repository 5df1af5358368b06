import { useApiMutation, useQuery, type ImportJob, type ImportRequest } from '@frontdesk/shared';
import { importJobQuery, startImport } from '../api';

export type RunState =
  | { status: 'idle' }
  | { status: 'sending' }
  /** the import could not start: the failure, told by the step */
  | { status: 'sendFailed'; error: unknown }
  /** lost: asking about the job failed (after the platform's retries); the job carries on on the server */
  | { status: 'running'; job: ImportJob; lost: boolean }
  | { status: 'finished'; job: ImportJob };

/** How often a running import is asked about. */
export const POLL_MS = 500;

/** Starts an import (a change: every contact query is stale after it), then asks about it every POLL_MS until it ends. */
export function useImportRun() {
  const start = useApiMutation({ mutationFn: startImport, invalidates: [['contacts']], failureToast: false });
  const started = start.data;
  const job = useQuery({
    ...importJobQuery(started?.id ?? ''),
    enabled: started !== undefined && started.status === 'running',
    // the job as the start answered it, until the first poll answers
    initialData: started,
    staleTime: 0,
    refetchInterval: (query) => (query.state.status !== 'error' && query.state.data?.status === 'running' ? POLL_MS : false),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
  });

  let state: RunState = { status: 'idle' };
  if (start.isPending) state = { status: 'sending' };
  else if (start.isError) state = { status: 'sendFailed', error: start.error };
  else if (started) {
    const latest = job.data ?? started;
    state = latest.status === 'running' ? { status: 'running', job: latest, lost: job.isError } : { status: 'finished', job: latest };
  }

  return {
    state,
    start: (request: ImportRequest) => start.mutate(request),
    /** after losing track: ask again (polling resumes with the answer) */
    resume: () => void job.refetch(),
    reset: () => start.reset(),
  };
}
