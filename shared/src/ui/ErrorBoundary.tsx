import { Component, type ReactNode } from 'react';
import { ErrorPanel } from './ErrorPanel';

type Props = { children: ReactNode; onRetry?: () => void; resetKey?: unknown };
type State = { error: Error | null };

/** Catches a render error in its subtree and shows the error panel; Retry renders it again. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(prev: Props) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override componentDidCatch(error: Error) {
    console.error('[frontdesk] a page crashed', error);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry?.();
  };

  override render() {
    if (this.state.error) return <ErrorPanel kind="crash" onRetry={this.retry} detail={this.state.error.message} />;
    return this.props.children;
  }
}
