import { EyeIcon, LanguagesIcon, MapPinIcon, SparklesIcon, UsersIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PartnerSummary } from '@shared/contracts/partners';
import { languageName } from '@shared/languages';
import { CompanyLogo } from '@/components/CompanyLogo';
import { DipInfo } from '@/components/DipInfo';
import { LocalisedBlock, useLocalisedText } from '@/components/LocalisedText';
import { CardCapabilities } from '@/components/PartnerCapabilities';
import { PartnerTrust } from '@/components/PartnerTrust';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { stripHtml } from '@/lib/html';
import { useIsSignedIn, useQuotePath } from '@/lib/cta-paths';
import { partnerPath } from '@/lib/routes';
import { useLanguage } from '@/lib/use-language';
import { VerifiedBadge } from './VerifiedBadge';

interface PartnerCardProps {
  partner: PartnerSummary;
  /** Category name in the current language; the slug is shown until categories load. */
  categoryName?: string | undefined;
  /** Opens the quote dialog (composed by the page); without it, and for visitors, 'Teklif Al' is a link. */
  onQuote?: ((partner: PartnerSummary) => void) | undefined;
}

/**
 * A catalogue card (spec §2 "Catalogue", DESIGN.md: Clutch-like): logo or initial, name, category,
 * plain-text description (in the reader's language when the partner wrote one, else the other, marked:
 * issue 21), languages spoken, DİP advantage in amber (with 'DİP nedir?'), follower and view counts, quote
 * and profile links. The name and the logo link to the profile as well (issue 7), where people click
 * first; the logo's link is skipped by Tab and screen readers, since the name's link says the same.
 * Button labels are written in sentence case ('Teklif Al', 'Profil'), like the profile page.
 */
export function PartnerCard({ partner, categoryName, onQuote }: PartnerCardProps) {
  const { t } = useTranslation('partners');
  const lang = useLanguage();
  const short = useLocalisedText(stripHtml(partner.shortDescription), stripHtml(partner.shortDescriptionEn));
  const description =
    short ?? (partner.description ? { text: stripHtml(partner.description), lang: 'tr' as const } : null);
  const languages = partner.languages.map((code) => languageName(code, lang)).join(', ');
  const dip = stripHtml(partner.dipAdvantages);
  const location = [partner.city, partner.country].filter(Boolean).join(', ');
  const titleId = `partner-${partner.id}-name`;
  const quotePath = useQuotePath(partner);
  const signedIn = useIsSignedIn();
  const profilePath = partnerPath(partner);

  return (
    <article
      data-testid="partner-card"
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-lg border bg-card p-5 shadow-xs transition-shadow hover:shadow-md"
    >
      <div className="flex items-start gap-4">
        <Link to={profilePath} tabIndex={-1} aria-hidden="true" className="shrink-0 rounded-md">
          <CompanyLogo
            name={partner.companyName}
            logo={partner.logo}
            size={56}
            alt={t('card.logoAlt', { name: partner.companyName })}
          />
        </Link>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="line-clamp-2 text-base font-semibold leading-snug text-foreground">
            <Link
              to={profilePath}
              data-testid="partner-card-name"
              className="rounded-sm underline-offset-4 hover:text-primary hover:underline"
            >
              {partner.companyName}
            </Link>
          </h3>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <Badge>{categoryName ?? partner.serviceCategory}</Badge>
            {partner.verifiedUntil ? <VerifiedBadge until={partner.verifiedUntil} /> : null}
            {location ? (
              <span className="inline-flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
                <MapPinIcon className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="truncate">{location}</span>
              </span>
            ) : null}
          </div>
        </div>
      </div>

      {languages ? (
        <p
          className="mt-3 flex items-center gap-1.5 text-xs text-muted-foreground"
          data-testid="partner-card-languages"
        >
          <LanguagesIcon className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="line-clamp-1">{t('card.languages', { list: languages })}</span>
        </p>
      ) : null}

      {description?.text ? (
        <LocalisedBlock
          className="mt-4"
          text={description}
          render={({ lang: textLang }) => (
            <p lang={textLang} className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">
              {description.text}
            </p>
          )}
        />
      ) : null}

      <CardCapabilities category={partner.serviceCategory} values={partner.capabilities} className="mt-4" />

      {dip ? (
        <div className="relative mt-4 rounded-md border border-dip-border bg-dip px-3 py-2 text-sm text-dip-foreground">
          <p className="flex items-center gap-2">
            <SparklesIcon className="size-4 shrink-0 text-dip-icon" aria-hidden="true" />
            <strong className="font-semibold">{t('card.dip')}</strong>
            <DipInfo className="-my-1" />
          </p>
          <p className="mt-1 line-clamp-2">{dip}</p>
        </div>
      ) : null}

      <div className="mt-auto pt-5">
        <div className="flex flex-wrap items-center gap-x-5 gap-y-1 border-t pt-4 text-sm text-muted-foreground">
          <div className="flex items-center gap-1.5">
            <UsersIcon className="size-4" aria-hidden="true" />
            <span>
              {t('card.followers', {
                count: partner.followersCount,
                formatted: formatNumber(partner.followersCount, lang),
              })}
            </span>
          </div>
          <div className="flex items-center gap-1.5">
            <EyeIcon className="size-4" aria-hidden="true" />
            <span>
              {t('card.views', { count: partner.profileViews, formatted: formatNumber(partner.profileViews, lang) })}
            </span>
          </div>
        </div>
        <PartnerTrust figures={partner} className="mt-2 text-sm text-muted-foreground" />
        <div className="mt-4 grid grid-cols-2 gap-3">
          {onQuote && signedIn ? (
            <Button type="button" aria-haspopup="dialog" onClick={() => onQuote(partner)}>
              {t('card.quote')}
            </Button>
          ) : (
            <Button asChild>
              <Link to={quotePath}>{t('card.quote')}</Link>
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to={profilePath}>{t('card.profile')}</Link>
          </Button>
        </div>
      </div>
    </article>
  );
}

/** Placeholder with the card's shape, so the grid does not jump when results arrive. */
export function PartnerCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col rounded-lg border bg-card p-5 shadow-xs">
      <div className="flex items-start gap-4">
        <div className="size-14 shrink-0 animate-pulse-soft rounded-md bg-muted" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-3/4 animate-pulse-soft rounded bg-muted" />
          <div className="h-5 w-24 animate-pulse-soft rounded-full bg-muted" />
        </div>
      </div>
      <div className="mt-4 space-y-2">
        <div className="h-3.5 w-full animate-pulse-soft rounded bg-muted" />
        <div className="h-3.5 w-11/12 animate-pulse-soft rounded bg-muted" />
        <div className="h-3.5 w-2/3 animate-pulse-soft rounded bg-muted" />
      </div>
      <div className="mt-4 h-10 animate-pulse-soft rounded-md bg-muted" />
      <div className="mt-auto pt-5">
        <div className="h-4 w-1/2 animate-pulse-soft rounded bg-muted" />
        <div className="mt-4 grid grid-cols-2 gap-3">
          <div className="h-10 animate-pulse-soft rounded-md bg-muted" />
          <div className="h-10 animate-pulse-soft rounded-md bg-muted" />
        </div>
      </div>
    </div>
  );
}
