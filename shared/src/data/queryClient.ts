import { QueryClient } from '@tanstack/react-query';
import { askingAgainCanHelp } from '../api/problem';

/** Asks again after a failure only when asking again can help: no answer, or the server's own fault. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && askingAgainCanHelp(error);
}

/** A query cache with the platform's defaults (tests make their own; the app uses `queryClient`). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // a desk screen stays open all day: data seen in the last 30 s is shown without asking again
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The page's one query cache. `@frontdesk/shared` is a federation singleton, so the shell and every
 * remote's React root share it: asset types loaded by the shell's quick-add are not asked for again
 * by the contacts page.
 */
export const queryClient = createQueryClient();
