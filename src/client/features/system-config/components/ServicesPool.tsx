import {
  ChevronLeftIcon,
  ChevronRightIcon,
  PencilIcon,
  PlusIcon,
  SearchIcon,
  Trash2Icon,
  WrenchIcon,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  ADMIN_SERVICES_PAGE_SIZE,
  type AdminService,
  SERVICE_DESCRIPTION_MAX,
  SERVICE_NAME_MAX,
} from '@shared/contracts/system-config';
import type { Category } from '@shared/contracts/categories';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { categoryLabel } from '@/lib/category';
import { useLanguage } from '@/lib/use-language';
import { useAdminServices, useCreateService, useDeleteService, useUpdateService } from '../api/system-settings';

const NO_CATEGORY = 'none';

/** The add and edit dialog of a service: name, description, category. */
function ServiceDialog({
  service,
  open,
  onOpenChange,
  categories,
}: {
  service: AdminService | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: readonly Category[];
}) {
  const { t } = useTranslation('systemConfig');
  const lang = useLanguage();
  const create = useCreateService();
  const update = useUpdateService();
  const [name, setName] = useState(service?.name ?? '');
  const [description, setDescription] = useState(service?.description ?? '');
  const [categoryId, setCategoryId] = useState(service?.categoryId ? String(service.categoryId) : NO_CATEGORY);
  const [tooShort, setTooShort] = useState(false);
  const mutation = service ? update : create;
  const serverError = (field: string) => (isApiError(mutation.error) ? mutation.error.fieldError(field) : undefined);
  const nameError =
    (tooShort ? t('services.nameTooShort') : undefined) ??
    serverError('name') ??
    (isApiError(mutation.error) && mutation.error.code === 'SERVICE_NAME_TAKEN' ? mutation.error.message : undefined);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (name.trim().length < 2) {
      setTooShort(true);
      return;
    }
    const body = {
      name,
      description: description || null,
      categoryId: categoryId === NO_CATEGORY ? null : Number(categoryId),
    };
    const done = (saved: AdminService) => {
      toast.success(t(service ? 'services.updated' : 'services.created', { name: saved.name }));
      onOpenChange(false);
    };
    const failed = (e: Error) => {
      if (!isApiError(e) || (!e.fieldErrors && e.code !== 'SERVICE_NAME_TAKEN')) {
        toast.error(t('form.saveError'), { description: isApiError(e) ? e.message : undefined });
      }
    };
    if (service) update.mutate({ id: service.id, ...body }, { onSuccess: done, onError: failed });
    else create.mutate(body, { onSuccess: done, onError: failed });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <DialogHeader>
            <DialogTitle>{service ? t('services.editTitle') : t('services.addTitle')}</DialogTitle>
            <DialogDescription>{t('services.dialogText')}</DialogDescription>
          </DialogHeader>
          <Field label={t('services.name')} error={nameError}>
            {(control) => (
              <Input
                {...control}
                value={name}
                maxLength={SERVICE_NAME_MAX}
                onChange={(e) => {
                  setName(e.target.value);
                  setTooShort(false);
                }}
                data-testid="service-name"
              />
            )}
          </Field>
          <Field label={t('services.description')} labelSuffix={t('form.optional')} error={serverError('description')}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                value={description}
                maxLength={SERVICE_DESCRIPTION_MAX}
                onChange={(e) => setDescription(e.target.value)}
              />
            )}
          </Field>
          <Field label={t('services.category')} error={serverError('categoryId')}>
            {(control) => (
              <Select value={categoryId} onValueChange={setCategoryId}>
                <SelectTrigger {...control}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_CATEGORY}>{t('services.noCategory')}</SelectItem>
                  {categories.map((c) => (
                    <SelectItem key={c.id} value={String(c.id)}>
                      {categoryLabel(c, lang)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </Field>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={mutation.isPending} data-testid="service-save">
              {t('form.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The services pool (spec §3 Service; issue 11): search, a paged list with how many partners offer
 * each service, add, edit, and delete after a confirmation that says how many profiles lose it.
 * A table on wide screens, cards on phones.
 */
export function ServicesPool({ categories }: { categories: readonly Category[] }) {
  const { t } = useTranslation('systemConfig');
  const lang = useLanguage();
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminService | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminService | null>(null);
  const remove = useDeleteService();
  const services = useAdminServices({ search, page, limit: ADMIN_SERVICES_PAGE_SIZE });

  // The search runs a moment after typing stops, from the first page.
  useEffect(() => {
    const id = setTimeout(() => {
      setSearch(term.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(id);
  }, [term]);

  const total = services.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_SERVICES_PAGE_SIZE));
  const categoryName = (id: number | null) => {
    const c = id === null ? undefined : categories.find((x) => x.id === id);
    return c ? categoryLabel(c, lang) : t('services.noCategory');
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('services.deleted', { name: deleting.name }));
        setDeleting(null);
      },
      onError: (e) => {
        toast.error(t('services.deleteError'), { description: isApiError(e) ? e.message : undefined });
        setDeleting(null);
      },
    });
  };

  const actions = (s: AdminService) => (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        onClick={() => setEditing(s)}
        aria-label={t('services.edit', { name: s.name })}
      >
        <PencilIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => setDeleting(s)}
        aria-label={t('services.delete', { name: s.name })}
        className="text-danger hover:text-danger"
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-sm">
          <SearchIcon
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder={t('services.searchPlaceholder')}
            aria-label={t('services.search')}
            maxLength={100}
            className="pl-9"
            data-testid="services-search"
          />
        </div>
        <Button onClick={() => setEditing('new')} data-testid="service-add">
          <PlusIcon aria-hidden="true" />
          {t('services.add')}
        </Button>
      </div>

      <QueryState
        query={services}
        isEmpty={(d) => d.items.length === 0}
        empty={{
          icon: WrenchIcon,
          title: search ? t('services.noMatch') : t('services.empty'),
          text: search ? t('services.noMatchText') : undefined,
        }}
      >
        {(data) => (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('services.count', { count: data.total })}
            </p>
            <div className="hidden rounded-lg border md:block">
              <Table data-testid="services-table">
                <TableHeader>
                  <TableRow>
                    <TableHead>{t('services.name')}</TableHead>
                    <TableHead>{t('services.category')}</TableHead>
                    <TableHead className="text-right">{t('services.usage')}</TableHead>
                    <TableHead className="text-right">
                      <span className="sr-only">{t('services.actions')}</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.items.map((s) => (
                    <TableRow key={s.id}>
                      <TableCell>
                        <p className="font-medium">{s.name}</p>
                        {s.description ? (
                          <p className="line-clamp-1 text-sm text-muted-foreground">{s.description}</p>
                        ) : null}
                      </TableCell>
                      <TableCell className="text-muted-foreground">{categoryName(s.categoryId)}</TableCell>
                      <TableCell className="text-right tabular-nums">{s.usageCount}</TableCell>
                      <TableCell>{actions(s)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
            <ul className="flex flex-col gap-3 md:hidden" data-testid="services-cards">
              {data.items.map((s) => (
                <li key={s.id} className="flex items-start gap-3 rounded-lg border bg-card p-4">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{s.name}</p>
                    <p className="mt-1 text-sm text-muted-foreground">{categoryName(s.categoryId)}</p>
                    <Badge variant="secondary" className="mt-2">
                      {t('services.usageBadge', { count: s.usageCount })}
                    </Badge>
                  </div>
                  {actions(s)}
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <nav className="flex items-center justify-between gap-3" aria-label={t('services.pagination')}>
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  <ChevronLeftIcon aria-hidden="true" />
                  {t('services.previous')}
                </Button>
                <span className="text-sm text-muted-foreground">{t('services.page', { page, pages })}</span>
                <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                  {t('services.next')}
                  <ChevronRightIcon aria-hidden="true" />
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </QueryState>

      {editing ? (
        <ServiceDialog
          key={editing === 'new' ? 'new' : editing.id}
          service={editing === 'new' ? null : editing}
          open
          categories={categories}
          onOpenChange={(open) => !open && setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('services.deleteTitle')}
        text={
          deleting
            ? deleting.usageCount > 0
              ? t('services.deleteUsedText', { name: deleting.name, count: deleting.usageCount })
              : t('services.deleteText', { name: deleting.name })
            : ''
        }
        confirmLabel={t('services.deleteConfirm')}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
