import { PencilIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PartnerDetail } from '@shared/contracts/partners';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** The partner's services, with a link to edit them on the profile page. */
export function ServicesCard({ services, editPath }: { services: PartnerDetail['services']; editPath: string }) {
  const { t } = useTranslation('partnerStats');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.services.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {services.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('dashboard.services.empty')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2" data-testid="dashboard-services">
            {services.map((s) => (
              <li key={s.id}>
                <Badge variant="secondary">{s.name}</Badge>
              </li>
            ))}
          </ul>
        )}
        <Button asChild variant="outline" size="sm" className="self-start">
          <Link to={editPath}>
            <PencilIcon aria-hidden="true" />
            {t('dashboard.services.edit')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
