import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project, ProjectTask } from '@shared/contracts/projects';
import { addDays, istanbulToday } from '@shared/calendar';
import { project } from '@/test/fixtures';
import { jsonResponse, lastBodyTo, mockFetch, renderWithProviders } from '@/test/utils';
import { TasksCard } from './TasksCard';

const today = istanbulToday();
const task = (overrides: Partial<ProjectTask>): ProjectTask => ({
  id: 1,
  title: 'Görev',
  description: null,
  assigneeSide: 'partner',
  dueDate: null,
  done: false,
  doneAt: null,
  doneBySide: null,
  createdBySide: 'buyer',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

function renderCard(p: Project, answer: (url: URL, init?: RequestInit) => Response | undefined = () => undefined) {
  const fetch = mockFetch((url, init) => answer(url, init) ?? jsonResponse(p));
  renderWithProviders(<TasksCard project={p} />);
  return fetch;
}

describe('TasksCard (issue 20)', () => {
  it('lists open tasks by due date with the overdue one in red, and ticks one off from the keyboard', async () => {
    const user = userEvent.setup();
    const p = project({
      tasks: [
        task({ id: 1, title: 'Sigorta poliçesini yükle', dueDate: addDays(today, 5) }),
        task({ id: 2, title: 'Çeki listesini gönder', dueDate: addDays(today, -2), description: 'Koli adetleriyle' }),
        task({
          id: 3,
          title: 'Proforma onayı',
          assigneeSide: 'buyer',
          done: true,
          doneAt: '2026-11-21T09:00:00.000Z',
          doneBySide: 'buyer',
        }),
      ],
    });
    const ticked = { ...p, tasks: p.tasks.map((t) => (t.id === 2 ? { ...t, done: true } : t)) };
    const fetch = renderCard(p, (url, init) =>
      url.pathname === `/api/projects/${p.id}/tasks/2` && init?.method === 'PATCH' ? jsonResponse(ticked) : undefined,
    );

    expect(screen.getByRole('heading', { name: /Görevler/ })).toHaveTextContent('1/3 tamamlandı');
    const items = screen.getAllByTestId('project-task');
    expect(items.map((li) => within(li).getByRole('checkbox').getAttribute('id'))).toEqual([
      'task-2',
      'task-1',
      'task-3',
    ]);
    const overdue = within(items[0]!).getByText(/^Gecikti:/);
    expect(overdue).toHaveClass('text-danger');
    expect(within(items[0]!).getByText('Atanan: İş ortağı (siz)')).toBeInTheDocument();
    expect(within(items[1]!).queryByText(/^Gecikti:/)).toBeNull();
    expect(within(items[2]!).getByRole('checkbox')).toBeChecked();
    expect(within(items[2]!).getByText(/^Alıcı tamamladı/)).toBeInTheDocument();

    const box = screen.getByRole('checkbox', { name: 'Çeki listesini gönder' });
    box.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Görev tamamlandı')).toBeInTheDocument();
    expect(lastBodyTo(fetch, `/api/projects/${p.id}/tasks/2`)).toEqual({ done: true });
  });

  it('adds a task only with a title and a side, and sends the trimmed fields', async () => {
    const user = userEvent.setup();
    const p = project({ role: 'buyer' });
    const fetch = renderCard(p, (url, init) =>
      url.pathname === `/api/projects/${p.id}/tasks` && init?.method === 'POST'
        ? jsonResponse({ ...p, tasks: [task({ title: 'Gümrük beyannamesini paylaş' })] })
        : undefined,
    );
    expect(screen.getByText('Henüz görev yok')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Görev ekle' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Görev ekle' }));
    await user.click(dialog.getByRole('button', { name: 'Görevi ekle' }));
    expect(dialog.getByText('Görev adı gerekli')).toBeInTheDocument();
    expect(dialog.getByText('Görevin kime atandığını seçin')).toBeInTheDocument();
    expect(lastBodyTo(fetch, `/api/projects/${p.id}/tasks`)).toBeUndefined();

    await user.type(dialog.getByLabelText('Görev'), '  Gümrük beyannamesini paylaş ');
    await user.click(dialog.getByRole('combobox', { name: 'Kime' }));
    await user.click(await screen.findByRole('option', { name: 'İş ortağı · Ege Lojistik' }));
    await user.type(dialog.getByLabelText(/Son tarih/), addDays(today, 7));
    await user.click(dialog.getByRole('button', { name: 'Görevi ekle' }));
    expect(await screen.findByText('Görev eklendi')).toBeInTheDocument();
    expect(lastBodyTo(fetch, `/api/projects/${p.id}/tasks`)).toEqual({
      title: 'Gümrük beyannamesini paylaş',
      description: null,
      assigneeSide: 'partner',
      dueDate: addDays(today, 7),
    });
  });

  it('shows a closed project’s tasks without the means to change them', () => {
    renderCard(project({ status: 'completed', tasks: [task({ title: 'Son kontrol' })] }));
    expect(screen.getByRole('checkbox', { name: 'Son kontrol' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Görev ekle' })).toBeNull();
  });
});
