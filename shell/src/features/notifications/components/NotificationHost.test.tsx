import { bus } from '@frontdesk/shared';
import { renderAt } from '@frontdesk/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { NotificationHost } from './NotificationHost';

/** The host inside a page that outlives it: the providers (and antd's toast holder) stay after it goes. */
function PageWithHost() {
  const [shown, setShown] = useState(true);
  return (
    <>
      {shown && <NotificationHost />}
      <button type="button" onClick={() => setShown(false)}>
        Remove the host
      </button>
    </>
  );
}

describe('NotificationHost', () => {
  it('shows a notify event as a toast', async () => {
    renderAt(<NotificationHost />);
    act(() => bus.emit({ type: 'notify', level: 'success', message: 'Invoice sent' }));
    expect(await screen.findByText('Invoice sent')).toBeInTheDocument();
  });

  it("offers a toast's action as its button: it runs once and closes the toast", async () => {
    renderAt(<NotificationHost />);
    const run = jest.fn();
    act(() => bus.emit({ type: 'notify', level: 'success', message: 'Booking moved', action: { label: 'Undo', run } }));
    expect(await screen.findByText('Booking moved')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(run).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Booking moved')).not.toBeInTheDocument());
  });

  it('shows one toast at a time: the newest replaces the last', async () => {
    renderAt(<NotificationHost />);
    act(() => {
      bus.emit({ type: 'notify', level: 'info', message: 'Booking saved' });
      bus.emit({ type: 'notify', level: 'error', message: 'Payment failed' });
    });
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
    expect(screen.queryByText('Booking saved')).not.toBeInTheDocument();
  });

  it('shows the reason of a sign-out', async () => {
    renderAt(<NotificationHost />);
    act(() => bus.emit({ type: 'signedOut', reason: 'Logged out.' }));
    expect(await screen.findByText('Logged out.')).toBeInTheDocument();
  });

  it('stops listening once it is gone, while the page around it stays', async () => {
    renderAt(<PageWithHost />);
    act(() => bus.emit({ type: 'notify', level: 'info', message: 'Heard while here' }));
    expect(await screen.findByText('Heard while here')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove the host' }));
    act(() => {
      bus.emit({ type: 'notify', level: 'info', message: 'Nobody hears this' });
      bus.emit({ type: 'signedOut', reason: 'Nor this' });
    });
    // a listener left behind would replace the toast on screen (one at a time) with these
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Nobody hears this')).not.toBeInTheDocument();
    expect(screen.queryByText('Nor this')).not.toBeInTheDocument();
    expect(screen.getByText('Heard while here')).toBeInTheDocument();
  });
});
