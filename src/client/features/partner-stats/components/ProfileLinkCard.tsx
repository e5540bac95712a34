import { CopyIcon, ExternalLinkIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The partner's public profile link (`/partner/{username}`) with a copy button. */
export function ProfileLinkCard({ path }: { path: string }) {
  const { t } = useTranslation('partnerStats');
  const url = `${window.location.origin}${path}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('dashboard.link.copied'));
    } catch {
      toast.error(t('dashboard.link.copyFailed'));
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.link.title')}</CardTitle>
        <CardDescription>{t('dashboard.link.text')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p
          className="truncate rounded-md border bg-surface px-3 py-2 font-mono text-sm text-foreground"
          data-testid="profile-link"
        >
          {url}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" onClick={() => void copy()}>
            <CopyIcon aria-hidden="true" />
            {t('dashboard.link.copy')}
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to={path}>
              <ExternalLinkIcon aria-hidden="true" />
              {t('dashboard.link.open')}
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
