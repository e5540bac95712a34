import { GlobeIcon, LayersIcon, ShieldCheckIcon, SparklesIcon, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_COUNT_FALLBACK } from '@shared/constants';
import { useInit } from '@/lib/init';

/**
 * The /auth side panel (spec §2): live category count from GET /api/init (fallback 16), trusted
 * partners, member advantages, Turkish and English support.
 */
export function AuthSidePanel() {
  const { t } = useTranslation('auth');
  const { data } = useInit();
  const count = data?.categoryCount ?? CATEGORY_COUNT_FALLBACK;
  const points: { icon: LucideIcon; title: string; text: string }[] = [
    { icon: LayersIcon, title: t('panel.categories', { count }), text: t('panel.categoriesText') },
    { icon: ShieldCheckIcon, title: t('panel.partners'), text: t('panel.partnersText') },
    { icon: SparklesIcon, title: t('panel.advantages'), text: t('panel.advantagesText') },
    { icon: GlobeIcon, title: t('panel.languages'), text: t('panel.languagesText') },
  ];

  return (
    <aside
      aria-labelledby="auth-panel-title"
      className="on-dark relative isolate overflow-hidden rounded-xl bg-navy p-6 text-navy-foreground sm:p-8 lg:p-10"
    >
      <div
        aria-hidden="true"
        className="absolute -right-20 -top-20 -z-10 size-72 rounded-full bg-primary/60 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 opacity-[0.06] [background-image:linear-gradient(var(--color-navy-foreground)_1px,transparent_1px),linear-gradient(90deg,var(--color-navy-foreground)_1px,transparent_1px)] [background-size:40px_40px]"
      />
      <p className="text-xs font-semibold uppercase tracking-wider text-cta">{t('panel.eyebrow')}</p>
      <h2 id="auth-panel-title" className="mt-3 text-2xl font-bold leading-tight tracking-tight">
        {t('panel.title')}
      </h2>
      <p className="mt-3 text-navy-muted">{t('panel.text')}</p>
      <ul className="mt-8 flex flex-col gap-6">
        {points.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-navy-foreground/10 text-cta">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="font-semibold">{title}</p>
              <p className="mt-0.5 text-sm text-navy-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
