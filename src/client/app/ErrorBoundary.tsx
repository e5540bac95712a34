import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AlertTriangleIcon } from 'lucide-react';
import { i18n } from '@/lib/i18n';

interface State {
  error: Error | null;
}

/**
 * Catches render errors and failed page-chunk downloads (e.g. after a deploy replaced the hashed
 * files), and offers a reload instead of a blank page.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div
        role="alert"
        className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center"
      >
        <AlertTriangleIcon className="size-10 text-danger" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">{i18n.t('common:errors.pageLoad')}</h1>
        <p className="mt-2 max-w-md text-muted-foreground">{i18n.t('common:errors.pageLoadText')}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground hover:bg-primary-hover"
        >
          {i18n.t('common:actions.reload')}
        </button>
      </div>
    );
  }
}
