import { CheckCircle2Icon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/**
 * The confirmation after a partner application was sent (spec §8 success text), with the link to its
 * status page. It replaces a long form whose submit button sat at the bottom, so on mount it scrolls
 * itself into view and takes the focus (its heading), which also makes screen readers announce it.
 */
export function ApplicationSubmitted({ statusPath }: { statusPath: string }) {
  const { t } = useTranslation('partnerApplications');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const el = heading.current;
    if (!el) return;
    el.scrollIntoView?.({ block: 'center' });
    el.focus({ preventScroll: true });
  }, []);
  return (
    <Card data-testid="application-submitted">
      <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
          <CheckCircle2Icon className="size-7" aria-hidden="true" />
        </span>
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none focus-visible:ring-2">
          {t('submitted.title')}
        </h2>
        <p className="max-w-md text-muted-foreground">{t('submitted.text')}</p>
        <Button asChild>
          <Link to={statusPath}>{t('submitted.statusLink')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
