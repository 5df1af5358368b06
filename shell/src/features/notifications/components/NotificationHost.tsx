import { bus } from '@frontdesk/shared';
import { App } from '@frontdesk/shared/antd';
import { useEffect } from 'react';

/**
 * Shows the bus's notifications as toasts, one at a time (spec §4): the App provider's
 * message has maxCount 1, so a new one replaces the last.
 */
export function NotificationHost() {
  const { message } = App.useApp();
  useEffect(() => {
    const subs = [
      bus.on('notify').subscribe(({ level, message: text }) => void message.open({ type: level, content: text })),
      bus.on('signedOut').subscribe(({ reason }) => {
        if (reason) void message.info(reason);
      }),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [message]);
  return null;
}
