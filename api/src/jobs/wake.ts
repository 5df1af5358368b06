// Runners in this process sleep between polls; an enqueue here wakes them at once rather than at
// the next poll. Runners in other processes still find the job by polling.
const sleepers = new Set<() => void>();

export function wakeJobRunners(): void {
  for (const wake of sleepers) wake();
}

/** Sleeps up to `ms`, or until wakeJobRunners() or the returned `wake` is called. */
export function sleepUntilWoken(ms: number): { done: Promise<void>; wake: () => void } {
  let wake = () => {};
  const done = new Promise<void>((resolve) => {
    const timer = setTimeout(finish, ms);
    // a forgotten runner must not keep the process alive
    timer.unref();
    function finish() {
      clearTimeout(timer);
      sleepers.delete(finish);
      resolve();
    }
    sleepers.add(finish);
    wake = finish;
  });
  return { done, wake };
}
