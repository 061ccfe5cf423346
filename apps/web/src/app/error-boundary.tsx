import { Component, type ReactNode } from 'react'

interface Props {
  /** What to show instead of a screen that threw while rendering. */
  fallback(error: unknown): ReactNode
  /** A new key (the path) gives the next screen a fresh start. */
  resetKey?: string
  children: ReactNode
}

/** Catches a screen's render error so the guest gets a translated message, not a blank page. */
export class ErrorBoundary extends Component<Props, { error: unknown; key?: string }> {
  override state: { error: unknown; key?: string } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') }
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key?: string }) {
    if (props.resetKey !== state.key) return { error: null, key: props.resetKey }
    return null
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children
  }
}
