import { bus, type BusEventOf } from '@frontdesk/shared';
import { App, Button } from '@frontdesk/shared/antd';
import { useEffect } from 'react';

/** how long a toast that offers an action stays, in seconds: time to read it and change one's mind */
const ACTION_SECONDS = 10;

/**
 * Shows the bus's notifications as toasts, one at a time (spec §4): the App provider's
 * message has maxCount 1, so a new one replaces the last. A toast with an action ("Undo") carries
 * its button and stays longer; the button runs the action once and closes the toast.
 */
export function NotificationHost() {
  const { message } = App.useApp();
  useEffect(() => {
    const show = ({ level, message: text, action }: BusEventOf<'notify'>) => {
      if (!action) return void message.open({ type: level, content: text });
      const content = (
        <>
          {text}{' '}
          <Button
            size="small"
            type="link"
            onClick={() => {
              message.destroy();
              action.run();
            }}
          >
            {action.label}
          </Button>
        </>
      );
      void message.open({ type: level, content, duration: ACTION_SECONDS });
    };
    const subs = [
      bus.on('notify').subscribe(show),
      bus.on('signedOut').subscribe(({ reason }) => {
        if (reason) void message.info(reason);
      }),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [message]);
  return null;
}
