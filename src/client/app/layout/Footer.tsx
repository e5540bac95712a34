import { MailIcon, PhoneIcon } from 'lucide-react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SiteSettings } from '@shared/contracts/system-config';
import { siteNamesIn } from '@shared/site-names';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { Logo } from '@/components/Logo';
import { MapEmbed } from '@/components/MapEmbed';
import { FacebookIcon, InstagramIcon, LinkedinIcon, XBrandIcon, YoutubeIcon } from '@/components/SocialIcons';
import { FeedbackLauncher } from '@/features/feedback/components/FeedbackLauncher';
import { StatusDot as SystemStatusDot } from '@/features/system-status/components/StatusDot';
import { useInit } from '@/lib/init';
import { parentSiteUrl, type ParentSitePage } from '@/lib/parent-site';
import { paths } from '@/lib/routes';
import { useCurrentYear } from '@/lib/use-current-year';

type SocialKey = keyof SiteSettings['socialLinks'];

const SOCIAL_ICONS: Record<SocialKey, ComponentType<SVGProps<SVGSVGElement>>> = {
  linkedin: LinkedinIcon,
  x: XBrandIcon,
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  youtube: YoutubeIcon,
};

/** The footer's columns of parent-site pages (spec §2 "Header and footer"). */
const PARENT_LINKS = {
  corporate: ['about', 'activities', 'news', 'contact'],
  platform: ['sisterPlatform', 'talks'],
  legal: ['terms', 'privacy'],
} as const satisfies Record<string, readonly ParentSitePage[]>;

const linkClass = 'rounded-sm text-sm text-navy-muted transition-colors hover:text-navy-foreground hover:underline';

function ExternalLink({ href, children }: { href: string; children: string }) {
  const { t } = useTranslation('common');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <span className="sr-only"> {t('header.newTab')}</span>
    </a>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-navy-foreground">{title}</h2>
      <ul className="mt-4 flex flex-col gap-3">{children}</ul>
    </div>
  );
}

/**
 * Site footer (spec §2): description, contact, link columns to the parent organisation, social
 * icons, a map, the system-status dot, the language switch and the copyright line.
 */
export function Footer() {
  const { t, i18n } = useTranslation('common');
  const { data } = useInit();
  const site = data?.site;
  const names = site ? siteNamesIn(site, i18n.language) : null;
  const base = site?.parentOrganisationUrl;
  const year = useCurrentYear();
  const socials = site
    ? (Object.keys(SOCIAL_ICONS) as SocialKey[]).filter((key) => Boolean(site.socialLinks[key]))
    : [];

  return (
    <footer aria-label={t('footer.label')} className="on-dark mt-auto bg-navy-deep text-navy-muted">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-12 lg:gap-8 lg:py-16">
        <div className="flex flex-col gap-5 lg:col-span-4">
          <Link to={paths.home} aria-label={t('brand.homeLink')} className="w-fit rounded-md">
            <Logo tone="dark" />
          </Link>
          <p className="max-w-sm text-sm leading-relaxed">{t('footer.description')}</p>
          {socials.length > 0 ? (
            <div>
              <h2 className="sr-only">{t('footer.socialTitle')}</h2>
              <ul className="flex flex-wrap gap-2">
                {socials.map((key) => {
                  const Icon = SOCIAL_ICONS[key];
                  return (
                    <li key={key}>
                      <a
                        href={site?.socialLinks[key]}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="flex size-10 items-center justify-center rounded-md border border-navy-muted/30 text-navy-muted transition-colors hover:border-cta hover:text-cta"
                      >
                        <Icon className="size-[18px]" />
                        <span className="sr-only">
                          {t(`footer.social.${key}`)} {t('header.newTab')}
                        </span>
                      </a>
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}
        </div>

        <div className="grid grid-cols-2 gap-8 lg:col-span-4">
          <FooterColumn title={t('footer.corporateTitle')}>
            {base
              ? PARENT_LINKS.corporate.map((key) => (
                  <li key={key}>
                    <ExternalLink href={parentSiteUrl(base, key)}>{t(`footer.${key}`)}</ExternalLink>
                  </li>
                ))
              : null}
          </FooterColumn>
          <FooterColumn title={t('footer.platformTitle')}>
            <li>
              <Link to={paths.partners} className={linkClass}>
                {t('nav.partners')}
              </Link>
            </li>
            <li>
              <Link to={paths.categories} className={linkClass}>
                {t('nav.categories')}
              </Link>
            </li>
            {base
              ? PARENT_LINKS.platform.map((key) => (
                  <li key={key}>
                    <ExternalLink href={parentSiteUrl(base, key)}>{t(`footer.${key}`)}</ExternalLink>
                  </li>
                ))
              : null}
            {base
              ? PARENT_LINKS.legal.map((key) => (
                  <li key={key}>
                    <ExternalLink href={parentSiteUrl(base, key)}>{t(`footer.${key}`)}</ExternalLink>
                  </li>
                ))
              : null}
          </FooterColumn>
        </div>

        <div className="flex flex-col gap-4 md:col-span-2 lg:col-span-4">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-navy-foreground">
            {t('footer.contactTitle')}
          </h2>
          {site ? (
            <>
              <address className="flex flex-col gap-3 text-sm not-italic">
                <a href={`mailto:${site.contactEmail}`} className={`flex items-center gap-2 ${linkClass}`}>
                  <MailIcon className="size-4 shrink-0 text-cta" aria-hidden="true" />
                  {site.contactEmail}
                </a>
                <a
                  href={`tel:${site.contactPhone.replace(/[^\d+]/g, '')}`}
                  className={`flex items-center gap-2 ${linkClass}`}
                >
                  <PhoneIcon className="size-4 shrink-0 text-cta" aria-hidden="true" />
                  {site.contactPhone}
                </a>
              </address>
              <MapEmbed address={site.address} />
            </>
          ) : null}
        </div>
      </div>

      <div className="border-t border-navy-muted/15">
        <div className="container-page flex flex-col items-start gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year, name: names?.siteName ?? t('brand.name') })}</p>
          <div className="flex flex-wrap items-center gap-4">
            <FeedbackLauncher className={linkClass} />
            <SystemStatusDot />
            <LanguageSwitch tone="dark" testId="language-switch-footer" />
          </div>
        </div>
      </div>
    </footer>
  );
}
