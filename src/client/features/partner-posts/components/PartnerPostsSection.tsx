import { ExternalLinkIcon, NewspaperIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { PartnerPost } from '@shared/contracts/partner-posts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/ui/query-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { formatAge, formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useDeletePartnerPost } from '../api/delete-partner-post';
import { usePartnerPosts } from '../api/list-partner-posts';
import { PostComposer } from './PostComposer';
import { PostText } from './PostText';

interface PartnerPostsSectionProps {
  partnerId: number;
  /** The partner's name, for the images' alternative text. */
  partnerName: string;
  /** The viewer owns the partner and acts as partner: the composer and 'Sil' on each post. */
  canPublish?: boolean;
  /** The viewer may delete posts (the owner or an admin): 'Sil' on each post, after a confirmation. */
  canDelete?: boolean;
}

function PostsSkeleton() {
  const { t } = useTranslation('partnerPosts');
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-4">
      <span className="sr-only">{t('loading')}</span>
      {[0, 1].map((i) => (
        <div key={i} className="space-y-2 rounded-lg border p-4" aria-hidden="true">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

function PostItem({
  post,
  partnerName,
  canDelete,
  onDelete,
}: {
  post: PartnerPost;
  partnerName: string;
  canDelete: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation('partnerPosts');
  const lang = useLanguage();
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4" data-testid="partner-post">
      <article aria-label={t('postOf', { date: formatDateTime(post.createdAt, lang) })} className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <time
            dateTime={post.createdAt}
            title={formatDateTime(post.createdAt, lang)}
            className="text-xs text-muted-foreground"
          >
            {formatAge(post.createdAt, lang)}
          </time>
          {canDelete ? (
            <Button size="sm" variant="ghost" onClick={onDelete} className="text-danger hover:text-danger">
              <Trash2Icon aria-hidden="true" />
              {t('delete')}
              <span className="sr-only">: {t('postOf', { date: formatDateTime(post.createdAt, lang) })}</span>
            </Button>
          ) : null}
        </div>
        <PostText text={post.body} />
        {post.image ? (
          <img
            src={post.image.url}
            alt={t('imageAlt', { name: partnerName })}
            loading="lazy"
            decoding="async"
            width={post.image.width ?? undefined}
            height={post.image.height ?? undefined}
            className="h-auto max-h-[28rem] w-full rounded-md border bg-muted object-contain"
          />
        ) : null}
        {post.link ? (
          <a
            href={post.link}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="flex min-w-0 items-center gap-2 self-start rounded-md border px-3 py-2 text-sm font-medium text-primary hover:bg-muted"
          >
            <ExternalLinkIcon className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{hostOf(post.link)}</span>
            <span className="sr-only">({t('opensInNewTab')})</span>
          </a>
        ) : null}
      </article>
    </li>
  );
}

/**
 * The profile's "Gönderiler" tab (issue 22; GET /api/partners/{id}/posts): the partner's posts newest
 * first with 'Daha Fazla Göster', each with its text (links made clickable, nothing else), image,
 * link and age; the owner's composer above them; 'Sil' for the owner and admins after a confirmation.
 * The server decides who may publish or delete; the controls only follow the viewer's role.
 */
export function PartnerPostsSection({
  partnerId,
  partnerName,
  canPublish = false,
  canDelete = false,
}: PartnerPostsSectionProps) {
  const { t } = useTranslation('partnerPosts');
  const query = usePartnerPosts(partnerId);
  const remove = useDeletePartnerPost(partnerId);
  const [pendingDelete, setPendingDelete] = useState<PartnerPost | null>(null);

  return (
    <section aria-labelledby="posts-title" data-testid="posts-section">
      <Card>
        <CardHeader className="pb-4">
          <h2 id="posts-title" className="text-lg font-semibold">
            {t('title')}
          </h2>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {canPublish ? <PostComposer partnerId={partnerId} /> : null}
          <QueryState
            query={query}
            isEmpty={(data) => data.pages.every((p) => p.posts.length === 0)}
            loading={<PostsSkeleton />}
            errorTitle={t('loadError')}
            empty={{
              icon: NewspaperIcon,
              title: t('emptyTitle'),
              text: canPublish ? t('emptyTextOwner') : t('emptyText'),
            }}
          >
            {(data) => (
              <div className="flex flex-col gap-4">
                <ul className="flex flex-col gap-3" aria-label={t('listLabel')}>
                  {data.pages
                    .flatMap((p) => p.posts)
                    .map((post) => (
                      <PostItem
                        key={post.id}
                        post={post}
                        partnerName={partnerName}
                        canDelete={canDelete}
                        onDelete={() => setPendingDelete(post)}
                      />
                    ))}
                </ul>
                <LoadMoreButton query={query} label={t('more')} busyLabel={t('loadingMore')} />
              </div>
            )}
          </QueryState>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
        }}
        title={t('deleteConfirmTitle')}
        text={t('deleteConfirmText')}
        confirmLabel={t('delete')}
        destructive
        busy={remove.isPending}
        onConfirm={() => {
          if (!pendingDelete) return;
          remove.mutate(pendingDelete.id, {
            onSuccess: () => {
              toast.success(t('deleted'));
              setPendingDelete(null);
            },
            onError: (err) => toast.error(isApiError(err) ? err.message : t('deleteFailed')),
          });
        }}
      />
    </section>
  );
}
