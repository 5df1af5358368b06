import { Component, lazy, Suspense, type ReactNode } from 'react';

// the error panel (antd Result, its illustrations) is fetched only when a page crashes
const ErrorPanel = lazy(() => import('../ui/ErrorPanel').then((m) => ({ default: m.ErrorPanel })));

type Props = { children: ReactNode };
type State = { error: Error | null };

/** The shared ErrorBoundary's behaviour for a public page, with its panel loaded on demand. */
export class PublicErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error('[frontdesk] a page crashed', error);
  }

  private retry = () => this.setState({ error: null });

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Suspense fallback={null}>
        <ErrorPanel kind="crash" onRetry={this.retry} detail={this.state.error.message} />
      </Suspense>
    );
  }
}
