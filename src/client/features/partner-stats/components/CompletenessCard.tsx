import { CircleCheckIcon, CircleDashedIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PartnerDetail } from '@shared/contracts/partners';
import { profileCompleteness } from '@shared/contracts/partner-stats';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

/**
 * How complete the public profile is, and what is missing, with a link to edit it; the same measure
 * decides the `profile_incomplete` reminder mail (`profileCompleteness`, issue 22).
 */
export function CompletenessCard({ partner, editPath }: { partner: PartnerDetail; editPath: string }) {
  const { t } = useTranslation('partnerStats');
  const { percent, missing } = profileCompleteness(partner);
  const label = t('dashboard.completeness.label', { percent });
  return (
    <Card data-testid="completeness">
      <CardHeader>
        <CardTitle>{t('dashboard.completeness.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div>
          <p className="mb-2 text-sm font-medium text-foreground">{label}</p>
          <Progress value={percent} label={label} />
        </div>
        {missing.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-success">
            <CircleCheckIcon className="size-4" aria-hidden="true" />
            {t('dashboard.completeness.done')}
          </p>
        ) : (
          <div>
            <h4 className="text-sm font-semibold text-foreground">{t('dashboard.completeness.missingTitle')}</h4>
            <ul className="mt-2 flex flex-col gap-1.5">
              {missing.map((item) => (
                <li key={item} className="flex items-center gap-2 text-sm text-muted-foreground">
                  <CircleDashedIcon className="size-4 text-warning" aria-hidden="true" />
                  {t(`dashboard.completeness.items.${item}`)}
                </li>
              ))}
            </ul>
          </div>
        )}
        <Button asChild variant="outline" size="sm" className="self-start">
          <Link to={editPath}>{t('dashboard.completeness.edit')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
