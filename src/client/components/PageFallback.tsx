import { useTranslation } from 'react-i18next';

/**
 * Placeholder while a page chunk downloads or the session is checked. It is a full viewport tall so
 * that the footer stays below the fold and nothing visible shifts when the page arrives.
 */
export function PageFallback() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-dvh items-start justify-center pt-24" aria-busy="true">
      <span className="sr-only" role="status">
        {t('actions.loading')}
      </span>
      <span
        className="size-8 animate-spin rounded-full border-4 border-primary-soft border-t-primary"
        aria-hidden="true"
      />
    </div>
  );
}
