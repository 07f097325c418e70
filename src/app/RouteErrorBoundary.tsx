import { Component } from 'react';
import type { ReactNode } from 'react';
import { RouteError } from './RouteError';

type Props = {
  /** The page's path: going to another page clears the error. */
  resetKey: string;
  children: ReactNode;
};
type State = { error: unknown; key: string; failed: boolean };

/** Shows the error screen instead of a blank page when a page fails to load or to render. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key
      ? null
      : { error: null, failed: false, key: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
