import { CheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { mayApplyAsPartner } from '@/lib/cta-paths';
import { useSession } from '@/lib/session';
import { BecomePartnerButton } from './BecomePartnerButton';

const POINTS = ['visibility', 'quotes', 'dip'] as const;

/** Partnership call to action (spec §2): visitors go to /auth?from=partner, users to the application dialog. */
export function PartnerCta() {
  const { t } = useTranslation('home');
  const { user } = useSession();
  // Partners and admins have nothing to apply for (issue 7's rule, shared with the header).
  if (!mayApplyAsPartner(user)) return null;
  return (
    <section aria-labelledby="cta-title" className="container-page py-16 lg:py-20">
      <div className="on-dark relative isolate overflow-hidden rounded-xl bg-navy px-6 py-10 text-navy-foreground sm:px-10 lg:px-14 lg:py-14">
        <div
          aria-hidden="true"
          className="absolute -right-24 -top-24 -z-10 size-80 rounded-full bg-primary/50 blur-3xl"
        />
        <div className="grid items-center gap-8 lg:grid-cols-[minmax(0,1fr)_auto]">
          <div>
            <h2 id="cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t('cta.title')}
            </h2>
            <p className="mt-3 max-w-2xl text-navy-muted">{t('cta.text')}</p>
            <ul className="mt-6 grid gap-3 sm:grid-cols-3">
              {POINTS.map((point) => (
                <li key={point} className="flex items-start gap-2 text-sm">
                  <CheckIcon className="mt-0.5 size-4 shrink-0 text-cta" aria-hidden="true" />
                  {t(`cta.points.${point}`)}
                </li>
              ))}
            </ul>
          </div>
          <BecomePartnerButton size="lg" variant="cta" className="w-full sm:w-auto" label={t('cta.button')} />
        </div>
      </div>
    </section>
  );
}
