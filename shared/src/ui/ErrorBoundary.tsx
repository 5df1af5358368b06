import { Component, Suspense, type ReactNode } from 'react';
import { lazyWithAntd } from './lazyWithAntd';

// The error panel (antd Result and its art) is fetched when a page crashes, so a public page's first
// visit does not download it (docs/decisions/0013-first-visit.md). In the composed app the shell
// already holds it (RemoteArea), and this resolves at once. antd's theme comes with it: /pay and /book
// leave antd out (lazyWithAntd).
const ErrorPanel = lazyWithAntd(() => import('./ErrorPanel').then((m) => m.ErrorPanel));

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
    if (!this.state.error) return this.props.children;
    return (
      <Suspense fallback={null}>
        <ErrorPanel kind="crash" onRetry={this.retry} detail={this.state.error.message} />
      </Suspense>
    );
  }
}
