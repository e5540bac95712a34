import { ListTodoIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ProjectSide } from '@shared/constants';
import {
  PROJECT_TEXT_MAX_LENGTH,
  type Project,
  type ProjectTask,
  TASK_TITLE_MAX_LENGTH,
} from '@shared/contracts/projects';
import { istanbulToday } from '@shared/calendar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState } from '@/components/ui/empty-state';
import { FormDialog } from '@/components/ui/form-dialog';
import { Field, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { formatDate, formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import { useProjectAction } from '../api/projects';

/** Open tasks first (earliest due first, undated last), then the done ones (latest first). */
function ordered(tasks: readonly ProjectTask[]): ProjectTask[] {
  const open = tasks
    .filter((t) => !t.done)
    .sort((a, b) => (a.dueDate ?? '9999-12-31').localeCompare(b.dueDate ?? '9999-12-31') || a.id - b.id);
  const done = tasks.filter((t) => t.done).sort((a, b) => (b.doneAt ?? '').localeCompare(a.doneAt ?? ''));
  return [...open, ...done];
}

function TaskItem({ project, task, editable }: { project: Project; task: ProjectTask; editable: boolean }) {
  const { t } = useTranslation('projects');
  const lang = useLanguage();
  const action = useProjectAction(project.id);
  const overdue = !task.done && task.dueDate !== null && task.dueDate < istanbulToday();
  const checkboxId = `task-${task.id}`;
  const side = (s: ProjectSide) => (s === project.role ? t('tasks.you', { side: t(`room.${s}`) }) : t(`room.${s}`));
  const toggle = (done: boolean) =>
    action.mutate(
      { kind: 'setTaskDone', taskId: task.id, done },
      {
        onSuccess: () => toast.success(done ? t('tasks.completedToast') : t('tasks.reopenedToast')),
        onError: (error) => toast.error(t('room.actionFailed'), { description: error.message }),
      },
    );
  return (
    <li className="flex items-start gap-3 rounded-lg border p-3" data-testid="project-task">
      <Checkbox
        id={checkboxId}
        className="mt-0.5 size-5"
        checked={task.done}
        disabled={!editable || action.isPending}
        onCheckedChange={(checked) => toggle(checked === true)}
        aria-describedby={`${checkboxId}-meta`}
      />
      <div className="min-w-0 flex-1">
        <label
          htmlFor={checkboxId}
          className={cn(
            'block font-medium text-foreground',
            editable && 'cursor-pointer',
            task.done && 'text-muted-foreground line-through',
          )}
        >
          {task.title}
        </label>
        {task.description ? (
          <p className="mt-0.5 whitespace-pre-line text-sm text-muted-foreground">{task.description}</p>
        ) : null}
        <p id={`${checkboxId}-meta`} className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
          <span>{t('tasks.assignedTo', { side: side(task.assigneeSide) })}</span>
          {task.dueDate ? (
            <span className={cn(overdue && 'font-semibold text-danger')}>
              {t(overdue ? 'tasks.overdue' : 'tasks.due', { date: formatDate(task.dueDate, lang) })}
            </span>
          ) : null}
          {task.done && task.doneAt ? (
            <span>
              {t('tasks.doneAt', {
                side: task.doneBySide ? t(`room.${task.doneBySide}`) : '—',
                date: formatDateTime(task.doneAt, lang),
              })}
            </span>
          ) : null}
        </p>
      </div>
    </li>
  );
}

interface Draft {
  title: string;
  description: string;
  assigneeSide: ProjectSide | '';
  dueDate: string;
}

const emptyDraft = (): Draft => ({ title: '', description: '', assigneeSide: '', dueDate: '' });

function AddTaskDialog({
  project,
  open,
  onOpenChange,
}: {
  project: Project;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('projects');
  const fieldMessage = useFieldMessage();
  const action = useProjectAction(project.id);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const today = istanbulToday();
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const close = (next: boolean) => {
    if (action.isPending) return;
    if (!next) {
      setDraft(emptyDraft());
      setErrors({});
    }
    onOpenChange(next);
  };
  const submit = () => {
    const found: Partial<Record<keyof Draft, string>> = {};
    if (!draft.title.trim()) found.title = fieldMessage('projects.taskTitleRequired');
    if (!draft.assigneeSide) found.assigneeSide = fieldMessage('projects.assigneeRequired');
    if (draft.dueDate && draft.dueDate < today) found.dueDate = fieldMessage('projects.dueDateInPast');
    setErrors(found);
    if (Object.keys(found).length > 0 || !draft.assigneeSide) return;
    action.mutate(
      {
        kind: 'addTask',
        task: {
          title: draft.title.trim(),
          description: draft.description.trim() || null,
          assigneeSide: draft.assigneeSide,
          dueDate: draft.dueDate || null,
        },
      },
      {
        onSuccess: () => {
          toast.success(t('tasks.added'));
          setDraft(emptyDraft());
          onOpenChange(false);
        },
        onError: (error) => {
          if (isApiError(error) && error.fieldErrors) {
            const server: Partial<Record<keyof Draft, string>> = {};
            for (const [key, messages] of Object.entries(error.fieldErrors)) {
              if (key in draft) server[key as keyof Draft] = messages[0] ?? error.message;
            }
            setErrors(server);
          } else {
            toast.error(t('room.actionFailed'), { description: error.message });
          }
        },
      },
    );
  };
  const sideOption = (s: ProjectSide) => {
    const company = s === 'buyer' ? project.buyer.companyName : project.partner.companyName;
    const name = s === project.role ? t('tasks.you', { side: t(`room.${s}`) }) : t(`room.${s}`);
    return `${name} · ${company}`;
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={t('tasks.addTitle')}
      description={t('tasks.addText')}
      onSubmit={submit}
      submitLabel={t('tasks.save')}
      busy={action.isPending}
    >
      <Field label={t('tasks.name')} error={errors.title}>
        {(control) => (
          <Input
            {...control}
            value={draft.title}
            maxLength={TASK_TITLE_MAX_LENGTH}
            onChange={(e) => set({ title: e.target.value })}
          />
        )}
      </Field>
      <Field label={t('tasks.description')} labelSuffix={t('tasks.optional')} error={errors.description}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={draft.description}
            maxLength={PROJECT_TEXT_MAX_LENGTH}
            onChange={(e) => set({ description: e.target.value })}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('tasks.assignee')} error={errors.assigneeSide}>
          {(control) => (
            <Select value={draft.assigneeSide} onValueChange={(v) => set({ assigneeSide: v as ProjectSide })}>
              <SelectTrigger {...control}>
                <SelectValue placeholder={t('tasks.assigneePlaceholder')} />
              </SelectTrigger>
              <SelectContent>
                {(['partner', 'buyer'] as const).map((s) => (
                  <SelectItem key={s} value={s}>
                    {sideOption(s)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
        <Field label={t('tasks.dueDate')} labelSuffix={t('tasks.optional')} error={errors.dueDate}>
          {(control) => (
            <Input
              {...control}
              type="date"
              min={today}
              value={draft.dueDate}
              onChange={(e) => set({ dueDate: e.target.value })}
            />
          )}
        </Field>
      </div>
    </FormDialog>
  );
}

/**
 * The project's tasks (issue 20): each side's to-dos with the assignee and due date (overdue in red),
 * ticked off with a checkbox (Space toggles it), and "Görev ekle" for either side while the project
 * is open. The list follows the other side live (the socket's `project:changed` refetches the room).
 */
export function TasksCard({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const [adding, setAdding] = useState(false);
  const isSide = project.role === 'buyer' || project.role === 'partner';
  const editable = isSide && (project.status === 'contract_pending' || project.status === 'active');
  const tasks = ordered(project.tasks);
  const done = tasks.filter((task) => task.done).length;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <ListTodoIcon className="size-5 text-primary" aria-hidden="true" />
          {t('tasks.title')}
          {tasks.length > 0 ? (
            <span className="text-sm font-normal text-muted-foreground">
              ({t('tasks.count', { done, total: tasks.length })})
            </span>
          ) : null}
        </CardTitle>
        {editable ? (
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden="true" />
            {t('tasks.add')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {tasks.length === 0 ? (
          <EmptyState
            icon={ListTodoIcon}
            headingLevel={3}
            className="py-8"
            title={t('tasks.empty')}
            text={editable ? t('tasks.emptyText') : undefined}
          />
        ) : (
          <ul className="space-y-2">
            {tasks.map((task) => (
              <TaskItem key={task.id} project={project} task={task} editable={editable} />
            ))}
          </ul>
        )}
      </CardContent>
      {editable ? <AddTaskDialog project={project} open={adding} onOpenChange={setAdding} /> : null}
    </Card>
  );
}
