import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderAt as inApp } from '../testing';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorPanel } from './ErrorPanel';

describe('ErrorPanel', () => {
  it('shows the translated title of a remote that could not load', () => {
    inApp(<ErrorPanel onRetry={() => undefined} />);
    expect(screen.getByText('This part of Frontdesk could not load')).toBeInTheDocument();
  });

  it('shows the translated title of a page that crashed', () => {
    inApp(<ErrorPanel kind="crash" onRetry={() => undefined} />);
    expect(screen.getByText('Something went wrong on this page')).toBeInTheDocument();
  });

  it('shows the detail next to the explanation', () => {
    inApp(<ErrorPanel onRetry={() => undefined} detail="timeout" />);
    expect(screen.getByText(/Check your connection and try again\. \(timeout\)/)).toBeInTheDocument();
  });

  it('calls onRetry when Retry is clicked', async () => {
    const onRetry = jest.fn();
    inApp(<ErrorPanel onRetry={onRetry} />);
    await userEvent.click(await screen.findByRole('button', { name: /Retry/ }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('ErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React and the boundary log the caught error; keep the output readable
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  let broken = true;
  function Fragile() {
    if (broken) throw new Error('boom');
    return <p>Invoices loaded</p>;
  }

  it('shows the error panel when a child throws', async () => {
    broken = true;
    inApp(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(await screen.findByText('Something went wrong on this page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('renders the child again on Retry', async () => {
    broken = true;
    inApp(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    broken = false;
    await userEvent.click(await screen.findByRole('button', { name: /Retry/ }));
    expect(screen.getByText('Invoices loaded')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong on this page')).not.toBeInTheDocument();
  });

  it('calls its onRetry on Retry', async () => {
    broken = true;
    const onRetry = jest.fn();
    inApp(
      <ErrorBoundary onRetry={onRetry}>
        <Fragile />
      </ErrorBoundary>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /Retry/ }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('clears the error when its resetKey changes', async () => {
    broken = true;
    function Host() {
      const [key, setKey] = useState(0);
      return (
        <>
          <button onClick={() => setKey((k) => k + 1)}>Go elsewhere</button>
          <ErrorBoundary resetKey={key}>
            <Fragile />
          </ErrorBoundary>
        </>
      );
    }
    inApp(<Host />);
    expect(await screen.findByText('Something went wrong on this page')).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Go elsewhere' }));
    expect(await screen.findByText('Invoices loaded')).toBeInTheDocument();
  });
});
