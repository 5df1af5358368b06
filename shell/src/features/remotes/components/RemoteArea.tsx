import { ErrorPanel } from '@frontdesk/shared/ui';
import { Flex, Spin } from '@frontdesk/shared/antd';
import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { loadingStore } from '../../../common/loadingStore';
import { loadMicroApp, resetRemote, type RemoteName } from '../remoteLoader';

type Status = 'loading' | 'mounted' | 'unavailable' | 'crashed';

/**
 * Mounts a remote's app as a single-spa parcel in this area. A remote that cannot be fetched
 * or throws while mounting shows the error panel with Retry; the rest of the shell keeps working.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const host = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let parcel: Parcel | null = null;
    const done = loadingStore.start();
    setStatus('loading');
    loadMicroApp(remote)
      .then(async (app) => {
        if (cancelled || !host.current) return;
        parcel = mountRootParcel(app, { domElement: host.current });
        try {
          await parcel.mountPromise;
          if (!cancelled) setStatus('mounted');
        } catch (error) {
          console.error(`[frontdesk] remote "${remote}" failed to mount`, error);
          if (!cancelled) setStatus('crashed');
        }
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setStatus('unavailable');
      })
      .finally(done);
    return () => {
      cancelled = true;
      done();
      // a parcel still mounting is unmounted once it has mounted
      const mounted = parcel;
      if (mounted) {
        void mounted.mountPromise.then(() => (mounted.getStatus() === 'MOUNTED' ? mounted.unmount() : undefined)).catch(() => undefined);
      }
    };
  }, [remote, attempt]);

  const retry = () => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };

  return (
    <div data-remote={remote} data-status={status}>
      {status === 'loading' && (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      )}
      {(status === 'unavailable' || status === 'crashed') && <ErrorPanel kind={status === 'crashed' ? 'crash' : 'load'} onRetry={retry} />}
      <div ref={host} hidden={status === 'unavailable' || status === 'crashed'} />
    </div>
  );
}
