import { errorMessages, type ImportJob, type ImportRequest } from '@frontdesk/shared';
import { useCallback, useEffect, useState } from 'react';
import { fetchImport, startImport } from '../api';

export type RunState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sendFailed'; messages: string[] }
  /** lost: polling failed several times in a row; the job carries on on the server */
  | { status: 'running'; job: ImportJob; lost: boolean }
  | { status: 'finished'; job: ImportJob };

/** How often a running import is asked about. */
export const POLL_MS = 500;
/** Failed polls in a row before the page says it lost track (a blip is retried quietly). */
const MAX_POLL_FAILURES = 5;

const stateOf = (job: ImportJob): RunState =>
  job.status === 'running' ? { status: 'running', job, lost: false } : { status: 'finished', job };

/** Starts an import, then asks about it every POLL_MS until it is done or failed. */
export function useImportRun() {
  const [state, setState] = useState<RunState>({ status: 'idle' });

  const start = useCallback(async (request: ImportRequest) => {
    setState({ status: 'sending' });
    try {
      setState(stateOf(await startImport(request)));
    } catch (error) {
      setState({ status: 'sendFailed', messages: await errorMessages(error) });
    }
  }, []);

  const jobId = state.status === 'running' && !state.lost ? state.job.id : undefined;
  useEffect(() => {
    if (!jobId) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const poll = () => {
      timer = setTimeout(() => {
        fetchImport(jobId, controller.signal).then(
          (job) => {
            if (controller.signal.aborted) return;
            failures = 0;
            setState(stateOf(job));
            if (job.status === 'running') poll();
          },
          () => {
            if (controller.signal.aborted) return;
            failures += 1;
            if (failures < MAX_POLL_FAILURES) poll();
            else setState((s) => (s.status === 'running' ? { ...s, lost: true } : s));
          },
        );
      }, POLL_MS);
    };
    poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [jobId]);

  /** After losing track: ask again. */
  const resume = useCallback(() => setState((s) => (s.status === 'running' ? { ...s, lost: false } : s)), []);
  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, start, resume, reset };
}
