import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { initQueryOptions } from '@/lib/init';
import { parentSiteUrl, type ParentSitePage } from '@/lib/parent-site';
import { useHydrated } from '@/lib/use-hydrated';
import { cn } from '@/lib/utils';

interface ParentPageLinkProps {
  page: ParentSitePage;
  children: ReactNode;
  className?: string;
}

/**
 * A link to a page of the parent organisation's site (terms, privacy/KVKK, about…), opening in a new
 * tab without handing it this page (`noopener noreferrer`). Until the site settings have loaded (and
 * in the pre-rendered home page, which has no data) the same words render as plain text, so the line
 * keeps its size; while the pre-rendered page hydrates they stay plain text even when the settings
 * arrive meanwhile, so hydration matches.
 */
export function ParentPageLink({ page, children, className }: ParentPageLinkProps) {
  const { t } = useTranslation('common');
  // Read from the cache only: the header and footer load the site settings on every page, and a
  // consent line or a DİP note should not start a request of its own.
  const base = useQuery({ ...initQueryOptions(), enabled: false }).data?.site.parentOrganisationUrl;
  const hydrated = useHydrated();
  if (!base || !hydrated) return <span className={className}>{children}</span>;
  return (
    <a
      href={parentSiteUrl(base, page)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('rounded-sm font-medium text-primary underline underline-offset-2 hover:no-underline', className)}
    >
      {children}
      <span className="sr-only"> {t('header.newTab')}</span>
    </a>
  );
}

/** The five pieces of a consent sentence, in reading order, around its two links. */
export type ConsentPart = 'before' | 'terms' | 'middle' | 'privacy' | 'after';

interface ConsentNoteProps {
  /** The translated piece of the sentence (e.g. `(part) => t(\`signUp.consent.${part}\`)`). */
  text: (part: ConsentPart) => string;
  id?: string;
  className?: string;
  'data-testid'?: string;
}

/**
 * A consent sentence linking the parent organisation's terms of use and KVKK/privacy notice (issue 7:
 * sign-up and newsletter). Written as pieces so each language keeps its own word order around the
 * links, without a markup-parsing translation component on the home page's first load.
 */
export function ConsentNote({ text, id, className, 'data-testid': testId }: ConsentNoteProps) {
  return (
    <p id={id} className={className} data-testid={testId}>
      {text('before')}
      <ParentPageLink page="terms">{text('terms')}</ParentPageLink>
      {text('middle')}
      <ParentPageLink page="privacy">{text('privacy')}</ParentPageLink>
      {text('after')}
    </p>
  );
}
