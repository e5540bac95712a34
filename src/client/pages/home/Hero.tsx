import { ArrowRightIcon, GlobeIcon, LayersIcon, SearchIcon, SparklesIcon } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CategorySlug } from '@shared/constants';
import { BecomePartnerButton } from './BecomePartnerButton';
import { Button } from '@/components/ui/button';
import { type PickedSuggestion, SearchSuggest } from '@/features/partners/components/SearchSuggest';
import { CATALOGUE_HOME_HREF } from '@/features/partners/lib/section';
import { useInit } from '@/lib/init';
import { partnerPath, paths } from '@/lib/routes';

interface HeroProps {
  /** Number of service categories (from /api/init; the spec's fallback is 16). */
  categoryCount: number;
  /** A search typed in the hero: the page filters its catalogue by the term and scrolls to it. */
  onSearch: (term: string) => void;
  /** A category picked among the suggestions: the page filters its catalogue by it and scrolls to it. */
  onCategory: (slug: CategorySlug) => void;
}

/** How long to wait for an idle moment before starting the video anyway, in milliseconds. */
const VIDEO_IDLE_TIMEOUT_MS = 2000;

/**
 * Whether the hero's background video may load (issue 21: "plays when an admin sets one … without
 * costing the home page's score"): only after the page's load event and an idle moment, so it never
 * competes with the first paint or the largest element, and never while the visitor asks for reduced
 * motion (followed live). False on the server and during hydration, so the pre-render matches.
 */
function useBackgroundVideo(url: string | undefined): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    if (!url) return;
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      if (motion.matches) return;
      if ('requestIdleCallback' in window) {
        idle = window.requestIdleCallback(() => setAllowed(true), { timeout: VIDEO_IDLE_TIMEOUT_MS });
      } else timer = setTimeout(() => setAllowed(true), 0);
    };
    const onMotion = () => (motion.matches ? setAllowed(false) : start());
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    motion.addEventListener('change', onMotion);
    return () => {
      window.removeEventListener('load', start);
      motion.removeEventListener('change', onMotion);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer) clearTimeout(timer);
      setAllowed(false);
    };
  }, [url]);
  return allowed;
}

/** Decorative export-route globe for wide screens; purely visual. */
function RouteGlobe() {
  return (
    <svg viewBox="0 0 400 400" className="h-auto w-full max-w-md" aria-hidden="true" focusable="false">
      <circle cx="200" cy="200" r="150" className="fill-primary/25 stroke-navy-muted/30" strokeWidth="1.5" />
      <g fill="none" className="stroke-navy-muted/20" strokeWidth="1">
        <ellipse cx="200" cy="200" rx="150" ry="55" />
        <ellipse cx="200" cy="200" rx="150" ry="105" />
        <ellipse cx="200" cy="200" rx="55" ry="150" />
        <ellipse cx="200" cy="200" rx="105" ry="150" />
        <path d="M50 200h300M200 50v300" />
      </g>
      <g fill="none" className="stroke-cta" strokeWidth="2.5" strokeLinecap="round" strokeDasharray="2 9">
        <path d="M168 226 C190 130 270 110 300 150" />
        <path d="M168 226 C120 170 90 150 86 120" />
        <path d="M168 226 C220 270 280 280 300 262" />
      </g>
      <g>
        <circle cx="168" cy="226" r="9" className="fill-cta" />
        <circle cx="168" cy="226" r="18" className="fill-cta/20" />
        <circle cx="300" cy="150" r="6" className="fill-navy-foreground" />
        <circle cx="86" cy="120" r="6" className="fill-navy-foreground" />
        <circle cx="300" cy="262" r="6" className="fill-navy-foreground" />
      </g>
    </svg>
  );
}

/**
 * Home hero (spec §2): navy gradient (under the admin's hero image and video, when configured), title, subtitle, a catalogue
 * search, 'Hizmet Al' and 'Partner Ol', and trust figures.
 *
 * 'Hizmet Al' leads to the catalogue below for everyone: a visitor browses before being asked to sign
 * in (issue 7); the sign-in wall comes with a quote on a partner. 'Partner Ol' sends visitors to
 * /auth?from=partner and signed-in users to the application (spec §2 "Become-partner").
 *
 * The search is a real GET form to `/?search=<term>` (the catalogue's shared-link format), so it works
 * without scripts too; the application filters in place instead ({@link HeroProps.onSearch}). The
 * field is uncontrolled and read on submit: hydration leaves a term typed into the pre-rendered page
 * alone, and boot.ts replays a search tapped before hydration with that term.
 */
export function Hero({ categoryCount, onSearch, onCategory }: HeroProps) {
  const { t } = useTranslation('home');
  // The admin's hero image and video (system settings, issues 11 and 21). They arrive with /api/init
  // after hydration, so the pre-rendered page and the first client render agree (both without them).
  const site = useInit().data?.site;
  const imageUrl = site?.heroImageUrl;
  const videoUrl = site?.heroVideoUrl || undefined;
  const showVideo = useBackgroundVideo(videoUrl);
  // Faded in once it plays: until then the image (its poster) or the gradient is what shows.
  const [playing, setPlaying] = useState(false);

  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();

  /**
   * A suggestion picked (issue 21): a partner opens its profile, a category filters the catalogue by
   * it, a service or city becomes the search (and the field's text).
   */
  function pick(suggestion: PickedSuggestion) {
    if (suggestion.kind === 'partner') {
      void navigate(partnerPath({ id: 0, username: suggestion.username }));
    } else if (suggestion.kind === 'category') {
      if (input.current) input.current.value = '';
      onCategory(suggestion.slug);
    } else {
      if (input.current) input.current.value = suggestion.name;
      onSearch(suggestion.name);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = new FormData(event.currentTarget).get('search');
    onSearch(typeof term === 'string' ? term.trim() : '');
  }

  const stats = [
    { icon: LayersIcon, value: String(categoryCount), label: t('hero.categoriesStat') },
    { icon: SparklesIcon, value: 'DİP', label: t('hero.dipStat') },
    { icon: GlobeIcon, value: 'TR · EN', label: t('hero.languagesStat') },
  ];

  return (
    <section
      aria-labelledby="hero-title"
      className="on-dark relative isolate overflow-hidden bg-navy text-navy-foreground"
    >
      {imageUrl ? (
        <img
          src={imageUrl}
          alt=""
          aria-hidden="true"
          decoding="async"
          className="absolute inset-0 -z-20 size-full object-cover opacity-30"
          data-testid="hero-image"
        />
      ) : null}
      {showVideo && videoUrl ? (
        <video
          key={videoUrl}
          className={`absolute inset-0 -z-20 size-full object-cover transition-opacity duration-700 motion-reduce:hidden ${playing ? 'opacity-30' : 'opacity-0'}`}
          src={videoUrl}
          poster={imageUrl || undefined}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          aria-hidden="true"
          tabIndex={-1}
          data-testid="hero-video"
          onPlaying={() => setPlaying(true)}
          onError={() => setPlaying(false)}
        />
      ) : null}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-primary)_0%,transparent_55%),radial-gradient(ellipse_at_bottom_left,var(--color-navy-deep)_0%,transparent_60%)] opacity-90"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 opacity-[0.07] [background-image:linear-gradient(var(--color-navy-foreground)_1px,transparent_1px),linear-gradient(90deg,var(--color-navy-foreground)_1px,transparent_1px)] [background-size:48px_48px]"
      />

      <div className="container-page grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[minmax(0,1fr)_24rem] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-navy-muted/30 bg-navy-foreground/5 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-cta">
            {t('hero.eyebrow')}
          </p>
          <h1 id="hero-title" className="mt-6 max-w-3xl text-4xl font-bold leading-[1.1] tracking-tight sm:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-navy-muted">{t('hero.subtitle')}</p>
          <form
            role="search"
            action={paths.home}
            method="get"
            aria-label={t('hero.searchLabel')}
            onSubmit={submit}
            className="mt-8 flex max-w-xl gap-2 rounded-lg bg-navy-foreground/10 p-1.5 ring-1 ring-navy-muted/30"
          >
            <label htmlFor="hero-search" className="sr-only">
              {t('hero.searchLabel')}
            </label>
            <div className="relative min-w-0 flex-1">
              <SearchIcon
                className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <SearchSuggest
                ref={input}
                id="hero-search"
                name="search"
                enterKeyHint="search"
                maxLength={200}
                onPick={pick}
                placeholder={t('hero.searchPlaceholder')}
                data-testid="hero-search"
                className="h-12 border-transparent pl-10 text-base sm:text-base"
              />
            </div>
            <Button type="submit" size="lg" variant="cta" data-testid="hero-search-button" className="px-4 sm:px-6">
              <SearchIcon aria-hidden="true" className="sm:hidden" />
              <span className="sr-only sm:not-sr-only">{t('hero.searchButton')}</span>
            </Button>
          </form>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="cta">
              <Link to={CATALOGUE_HOME_HREF} data-testid="hero-get-service">
                {t('hero.getService')}
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
            <BecomePartnerButton size="lg" variant="outline-dark" label={t('hero.becomePartner')} />
          </div>

          <dl
            aria-label={t('hero.statsLabel')}
            className="mt-12 grid gap-6 border-t border-navy-muted/20 pt-8 sm:grid-cols-3"
          >
            {stats.map(({ icon: Icon, value, label }) => (
              // dt after dd in the DOM would misread; flex-col-reverse shows the figure first.
              <div key={label} className="flex flex-col-reverse gap-1">
                <dt className="text-sm text-navy-muted">{label}</dt>
                <dd className="flex items-center gap-3 text-2xl font-bold tracking-tight sm:flex-col sm:items-start sm:gap-2">
                  <Icon className="size-5 shrink-0 text-cta" aria-hidden="true" />
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </div>

        <div className="hidden justify-center lg:flex">
          <RouteGlobe />
        </div>
      </div>
    </section>
  );
}
