import { bus } from '@frontdesk/shared';
import { act, screen } from '@testing-library/react';
import { renderInShell } from '../../../testing/renderInShell';
import { NotificationHost } from './NotificationHost';

describe('NotificationHost', () => {
  it('shows a notify event as a toast', async () => {
    renderInShell(<NotificationHost />);
    act(() => bus.emit({ type: 'notify', level: 'success', message: 'Invoice sent' }));
    expect(await screen.findByText('Invoice sent')).toBeInTheDocument();
  });

  it('shows one toast at a time: the newest replaces the last', async () => {
    renderInShell(<NotificationHost />);
    act(() => {
      bus.emit({ type: 'notify', level: 'info', message: 'Booking saved' });
      bus.emit({ type: 'notify', level: 'error', message: 'Payment failed' });
    });
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
    expect(screen.queryByText('Booking saved')).not.toBeInTheDocument();
  });

  it('shows the reason of a sign-out', async () => {
    renderInShell(<NotificationHost />);
    act(() => bus.emit({ type: 'signedOut', reason: 'Logged out.' }));
    expect(await screen.findByText('Logged out.')).toBeInTheDocument();
  });

  it('stops listening once it is gone', async () => {
    const { unmount } = renderInShell(<NotificationHost />);
    unmount();
    act(() => bus.emit({ type: 'notify', level: 'info', message: 'Nobody hears this' }));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByText('Nobody hears this')).not.toBeInTheDocument();
  });
});
