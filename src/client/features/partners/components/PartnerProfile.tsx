import {
  BuildingIcon,
  CalendarIcon,
  CheckCircle2Icon,
  ExternalLinkIcon,
  EyeIcon,
  GlobeIcon,
  LanguagesIcon,
  InfoIcon,
  MapPinIcon,
  MessageSquareIcon,
  PencilIcon,
  SparklesIcon,
  TargetIcon,
  TrophyIcon,
  UsersIcon,
} from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PartnerProfileResponse } from '@shared/contracts/partners';
import { countryName } from '@shared/countries';
import { languageName } from '@shared/languages';
import { CompanyLogo } from '@/components/CompanyLogo';
import { DipInfo } from '@/components/DipInfo';
import { LocalisedBlock, useLocalisedText } from '@/components/LocalisedText';
import { PartnerCapabilities } from '@/components/PartnerCapabilities';
import { PartnerTrust } from '@/components/PartnerTrust';
import { FacebookIcon, InstagramIcon, LinkedinIcon, XBrandIcon } from '@/components/SocialIcons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { categoryLabel } from '@/lib/category';
import { formatDate, formatNumber } from '@/lib/format';
import { useIsSignedIn, useQuotePath } from '@/lib/cta-paths';
import { partnerPath, paths } from '@/lib/routes';
import { useLanguage } from '@/lib/use-language';
import { useTabParam } from '@/lib/use-tab-param';
import { pageTabs } from '@shared/pages';
import { VerifiedBadge } from './VerifiedBadge';

/** Only http(s) links are rendered; anything else from a profile is dropped. */
function safeUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.includes('://') ? value : `https://${value}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function displayHost(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="py-3 first:pt-0 last:pb-0">
      <dt className="flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-muted-foreground">
        <span className="[&_svg]:size-4" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 pl-7 text-sm text-foreground">{value}</dd>
    </div>
  );
}

interface PartnerProfileProps {
  partner: PartnerProfileResponse;
  /** Opens the quote dialog (composed by the page) from the header button and the quote card. */
  onQuote?: (() => void) | undefined;
  /** The follow toggle (FollowButton), composed by the page; absent on the owner's own profile. */
  followControl?: ReactNode;
  /** Whether the viewer owns this partner (no message button to oneself). */
  isOwner?: boolean;
  /** Opens the editor; shown to the owner and admins (`partner.canEdit`). */
  onEdit?: () => void;
  /** The reviews section (features/reviews), composed by the page; shown under the tabs. */
  reviews?: ReactNode;
  /** The posts tab's content (features/partner-posts, issue 22), composed by the page; no tab without it. */
  posts?: ReactNode;
  /** "Bu firma sizin mi?" (features/partner-claims), composed by the page; shown in the unclaimed notice. */
  claimControl?: ReactNode;
  /**
   * A visitor's inquiry form (features/service-inquiries, issue 22), composed by the page for visitors
   * only (signed-in people have the quote and message flows); shown above the quote card.
   */
  inquiry?: ReactNode;
}

/**
 * The profile of a partner (spec §2 /partner/{username or id}): header with follow, quote and message
 * actions (no message to a listing without an account: a notice offers the quote request instead),
 * 'Hakkında' and 'Hizmetler' tabs, facts (with the languages spoken and the countries served, named
 * in the reader's language) and links. The description is the reader's language's when the partner
 * wrote one, else the other marked with its language (issue 21). It is sanitized HTML from the
 * server (src/server/lib/sanitize.ts on every write), so it is rendered as such. The DİP advantage
 * carries the 'DİP nedir?' explanation. Hidden (passive or unapproved) profiles, which only the owner
 * and admins see, say so.
 */
export function PartnerProfile({
  partner,
  followControl,
  isOwner = false,
  onEdit,
  onQuote,
  reviews,
  posts,
  claimControl,
  inquiry,
}: PartnerProfileProps) {
  const { t } = useTranslation('partners');
  // The tab is in `?tab=`, so a follower's `partner_post` notification opens the posts (issue 22).
  const [tab, setTab] = useTabParam(pageTabs('partnerProfile'), 'about');
  const shownTab = tab === 'posts' && !posts ? 'about' : tab;
  const lang = useLanguage();
  const location = [partner.city, partner.country].filter(Boolean).join(', ');
  const website = safeUrl(partner.website);
  // Signed in, the quote buttons open the dialog (or, without one, lead to the quote card below).
  const signedIn = useIsSignedIn();
  const visitorQuotePath = useQuotePath(partner);
  const quotePath = signedIn ? `${partnerPath(partner)}#quote` : visitorQuotePath;
  const quoteDialog = signedIn && onQuote ? onQuote : undefined;
  const quoteButton = (label: string, look: Pick<ComponentProps<typeof Button>, 'variant' | 'size' | 'className'>) =>
    quoteDialog ? (
      <Button type="button" aria-haspopup="dialog" onClick={quoteDialog} {...look}>
        {label}
      </Button>
    ) : (
      <Button asChild {...look}>
        <Link to={quotePath}>{label}</Link>
      </Button>
    );
  const socials = (
    [
      ['linkedin', partner.linkedinProfile, LinkedinIcon],
      ['twitter', partner.twitterProfile, XBrandIcon],
      ['instagram', partner.instagramProfile, InstagramIcon],
      ['facebook', partner.facebookProfile, FacebookIcon],
    ] as const
  )
    .map(([key, url, Icon]) => ({ key, url: safeUrl(url), Icon }))
    .filter((s): s is { key: typeof s.key; url: string; Icon: typeof s.Icon } => Boolean(s.url));
  const notSpecified = <span className="text-muted-foreground">{t('notSpecified')}</span>;
  const description = useLocalisedText(partner.description, partner.descriptionEn);
  const shortDescription = useLocalisedText(partner.shortDescription, partner.shortDescriptionEn);
  const locale = lang === 'tr' ? 'tr-TR' : 'en-GB';
  const languages = partner.languages.map((code) => languageName(code, lang)).join(', ');
  // Picked countries by name; an older free text that names none (regions) is shown as written.
  const markets =
    partner.markets
      .map((code) => countryName(code, lang))
      .sort((a, b) => a.localeCompare(b, locale))
      .join(', ') || partner.targetMarkets;
  // A listing without an account (issue 21): nobody reads messages, a quote request reaches its
  // e-mail address with a link to claim the page.
  const unclaimed = partner.userId === null;

  return (
    <article aria-labelledby="partner-name">
      {/* Cover 3:1 (DESIGN.md "Imagery"); the box is sized before the image arrives. Without a cover
          image a low band stands in: a 3:1 box of bare gradient was 384 px of nothing at 1280 px. */}
      <div
        className={cn(
          'relative w-full overflow-hidden rounded-b-xl bg-gradient-to-br from-navy via-primary to-navy-deep sm:rounded-xl',
          partner.coverImage ? 'aspect-[3/1]' : 'h-28 sm:h-40',
        )}
        data-testid="profile-cover"
      >
        {partner.coverImage ? (
          <img
            src={partner.coverImage}
            alt=""
            width={1200}
            height={400}
            fetchPriority="high"
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <svg
            className="absolute inset-0 size-full opacity-25"
            viewBox="0 0 600 200"
            preserveAspectRatio="none"
            aria-hidden="true"
          >
            <path
              d="M0 150 C150 90 300 190 600 80"
              className="stroke-cta"
              strokeWidth="2"
              fill="none"
              strokeDasharray="6 8"
            />
            <path d="M0 60 C200 120 380 20 600 120" className="stroke-navy-muted" strokeWidth="1.5" fill="none" />
          </svg>
        )}
      </div>

      <div className="relative flex flex-col gap-4 px-4 sm:flex-row sm:items-end sm:gap-6 sm:px-6">
        {/* Only the logo overlaps the cover; the name stays on the page background. */}
        <div className="-mt-10 w-fit rounded-lg bg-background p-1.5 shadow-md ring-1 ring-border sm:-mt-14">
          <CompanyLogo
            name={partner.companyName}
            logo={partner.logo}
            size={104}
            alt={`${partner.companyName}`}
            className="max-sm:size-20!"
          />
        </div>
        <div className="min-w-0 flex-1 sm:pt-4">
          <h1 id="partner-name" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
            {partner.companyName}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
            <Badge>{categoryLabel(partner.category, lang)}</Badge>
            {partner.verifiedUntil ? <VerifiedBadge until={partner.verifiedUntil} /> : null}
            {location ? (
              <span className="inline-flex items-center gap-1">
                <MapPinIcon className="size-4" aria-hidden="true" />
                <span className="sr-only">{t('location')}: </span>
                {location}
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1" data-testid="followers-count" aria-live="polite">
              <UsersIcon className="size-4" aria-hidden="true" />
              {t('followersValue', {
                count: partner.followersCount,
                formatted: formatNumber(partner.followersCount, lang),
              })}
            </span>
            <span className="inline-flex items-center gap-1">
              <EyeIcon className="size-4" aria-hidden="true" />
              {t('viewsValue', { count: partner.profileViews, formatted: formatNumber(partner.profileViews, lang) })}
            </span>
            <PartnerTrust figures={partner} />
          </div>
        </div>
        <div
          id="partner-actions"
          tabIndex={-1}
          className="flex flex-wrap gap-2 rounded-md focus:outline-none sm:mb-1 sm:justify-end max-sm:[&>*]:flex-1 max-sm:[&>*]:basis-[40%]"
        >
          {partner.canEdit && onEdit ? (
            <Button type="button" variant="outline" size="lg" onClick={onEdit} data-testid="edit-profile">
              <PencilIcon aria-hidden="true" />
              {t('edit')}
            </Button>
          ) : null}
          {followControl}
          {!isOwner && !unclaimed ? (
            <Button asChild variant="outline" size="lg">
              <Link to={`${paths.messages}?partner=${partner.id}`}>
                <MessageSquareIcon aria-hidden="true" />
                {t('message')}
              </Link>
            </Button>
          ) : null}
          {/* A partner cannot ask its own company for a quote (issue 14). */}
          {!isOwner ? quoteButton(t('quote'), { size: 'lg' }) : null}
        </div>
      </div>

      {unclaimed ? (
        <section
          aria-labelledby="unclaimed-title"
          className="mx-4 mt-6 flex flex-col gap-3 rounded-lg border bg-muted/50 p-4 sm:mx-6 sm:flex-row sm:items-center sm:gap-4"
          data-testid="unclaimed-notice"
        >
          <InfoIcon className="hidden size-5 shrink-0 text-primary sm:block" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <h2 id="unclaimed-title" className="text-sm font-semibold">
              {t('unclaimed.title')}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t('unclaimed.text')}</p>
            {claimControl ? <div className="mt-1">{claimControl}</div> : null}
          </div>
          {quoteButton(t('unclaimed.quote'), { variant: 'outline', className: 'shrink-0' })}
        </section>
      ) : null}

      {partner.canEdit && (partner.isActive === false || partner.isApproved === false) ? (
        <p
          role="status"
          className="mx-4 mt-6 rounded-md border border-warning-dot/50 bg-warning-soft p-3 text-sm sm:mx-6"
        >
          {t('hiddenNotice')}
        </p>
      ) : null}

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {partner.dipAdvantages ? (
            <section
              aria-labelledby="dip-title"
              className="relative rounded-lg border border-dip-border bg-dip p-5 text-dip-foreground"
            >
              <div className="flex items-center gap-2">
                <h2 id="dip-title" className="flex items-center gap-2 text-base font-semibold">
                  <SparklesIcon className="size-5 text-dip-icon" aria-hidden="true" />
                  {t('dip')}
                </h2>
                {/* The term is explained where it appears (issue 7). */}
                <DipInfo />
              </div>
              <p className="mt-2 whitespace-pre-line text-sm leading-relaxed">{partner.dipAdvantages}</p>
            </section>
          ) : null}

          <PartnerCapabilities category={partner.serviceCategory} values={partner.capabilities} />

          <Tabs value={shownTab} onValueChange={setTab}>
            <TabsList aria-label={t('tabsLabel')}>
              <TabsTrigger value="about">{t('about')}</TabsTrigger>
              <TabsTrigger value="services">
                {t('services')}
                <Badge variant="secondary" className="ml-1 px-1.5 py-0 text-xs">
                  {partner.services.length}
                </Badge>
              </TabsTrigger>
              {posts ? <TabsTrigger value="posts">{t('posts')}</TabsTrigger> : null}
            </TabsList>
            <TabsContent value="about">
              <section aria-labelledby="about-title">
                <Card>
                  <CardHeader className="pb-4">
                    <h2 id="about-title" className="text-lg font-semibold">
                      {t('about')}
                    </h2>
                  </CardHeader>
                  <CardContent>
                    {description ? (
                      <LocalisedBlock
                        text={description}
                        render={({ lang: textLang }) => (
                          <div
                            lang={textLang}
                            data-testid="partner-description"
                            className="prose-content text-[0.9375rem]"
                            dangerouslySetInnerHTML={{ __html: description.text }}
                          />
                        )}
                      />
                    ) : shortDescription ? (
                      <LocalisedBlock
                        text={shortDescription}
                        render={({ lang: textLang }) => (
                          <p lang={textLang} className="text-sm text-muted-foreground">
                            {shortDescription.text}
                          </p>
                        )}
                      />
                    ) : (
                      <p className="text-sm text-muted-foreground">{t('noDescription')}</p>
                    )}
                  </CardContent>
                </Card>
              </section>
            </TabsContent>
            <TabsContent value="services">
              <section aria-labelledby="services-title">
                <Card>
                  <CardHeader className="pb-4">
                    <h2 id="services-title" className="text-lg font-semibold">
                      {t('services')}
                    </h2>
                  </CardHeader>
                  <CardContent>
                    {partner.services.length > 0 ? (
                      <ul className="grid gap-3 sm:grid-cols-2">
                        {partner.services.map((service) => (
                          <li key={service.id} className="flex items-start gap-3 rounded-md border bg-surface p-3">
                            <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                            <div className="min-w-0">
                              <p className="text-sm font-medium text-foreground">{service.name}</p>
                              {service.description ? (
                                <p className="mt-0.5 text-xs text-muted-foreground">{service.description}</p>
                              ) : null}
                            </div>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className="text-sm text-muted-foreground">{t('noServices')}</p>
                    )}
                  </CardContent>
                </Card>
              </section>
            </TabsContent>
            {posts ? <TabsContent value="posts">{posts}</TabsContent> : null}
          </Tabs>
          {reviews}
        </div>

        <aside className="flex flex-col gap-6" aria-label={t('facts')}>
          <Card>
            <CardHeader className="pb-4">
              <h2 className="text-lg font-semibold">{t('facts')}</h2>
            </CardHeader>
            <CardContent>
              <dl className="divide-y">
                <Fact
                  icon={<BuildingIcon />}
                  label={t('companySize')}
                  value={partner.companySize ? t('companySizeValue', { size: partner.companySize }) : notSpecified}
                />
                <Fact icon={<CalendarIcon />} label={t('foundingYear')} value={partner.foundingYear ?? notSpecified} />
                <Fact
                  icon={<TrophyIcon />}
                  label={t('sectorExperience')}
                  value={
                    partner.sectorExperience != null
                      ? t('sectorExperienceValue', { count: partner.sectorExperience })
                      : notSpecified
                  }
                />
                <Fact icon={<TargetIcon />} label={t('targetMarkets')} value={markets || notSpecified} />
                <Fact icon={<LanguagesIcon />} label={t('languages')} value={languages || notSpecified} />
                <Fact
                  icon={<CalendarIcon />}
                  label={t('memberSince')}
                  value={formatDate(partner.createdAt, lang) || notSpecified}
                />
              </dl>
            </CardContent>
          </Card>

          {website || socials.length > 0 ? (
            <Card>
              <CardHeader className="pb-4">
                <h2 className="text-lg font-semibold">{t('links')}</h2>
              </CardHeader>
              <CardContent>
                <ul className="flex flex-col gap-2">
                  {website ? (
                    <li>
                      <a
                        href={website}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        className="flex items-center gap-2 rounded-sm text-sm font-medium text-primary hover:underline"
                      >
                        <GlobeIcon className="size-4" aria-hidden="true" />
                        <span className="sr-only">{t('website')}: </span>
                        {displayHost(website)}
                        <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
                      </a>
                    </li>
                  ) : null}
                  {socials.map(({ key, url, Icon }) => (
                    <li key={key}>
                      <a
                        href={url}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        className="flex items-center gap-2 rounded-sm text-sm font-medium text-primary hover:underline"
                      >
                        <Icon className="size-4" />
                        {t(`social.${key}`)}
                        <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
                      </a>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ) : null}

          {inquiry}

          {!isOwner ? (
            <div id="quote" className="on-dark scroll-mt-24 rounded-lg bg-navy p-6 text-navy-foreground">
              <h2 className="text-lg font-semibold">{t('quoteCardTitle')}</h2>
              <p className="mt-2 text-sm text-navy-muted">{t('quoteCardText')}</p>
              {quoteButton(t('quoteCardButton'), { variant: 'cta', className: 'mt-4 w-full' })}
            </div>
          ) : null}
        </aside>
      </div>
    </article>
  );
}
