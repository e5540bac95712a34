import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project } from '@shared/contracts/projects';
import { project } from '@/test/fixtures';
import { jsonResponse, lastBodyTo, mockFetch, renderWithProviders } from '@/test/utils';
import { ProjectRoom } from './ProjectRoom';

/** The partner's room before signing: one milestone for the whole amount. */
const base: Project = project({
  status: 'contract_pending',
  milestones: [
    {
      id: 5,
      position: 1,
      title: 'İzmir – Hamburg parsiyel',
      description: '7 gün',
      dueDate: null,
      amount: 120_000,
      status: 'pending',
      submittedAt: null,
      submitMessage: null,
      changesMessage: null,
      approvedAt: null,
      files: [],
    },
  ],
});
const ID = base.id;

function renderRoom(room: Project, answer: (url: URL, init?: RequestInit) => Response | undefined = () => undefined) {
  const fetch = mockFetch((url, init) => {
    const special = answer(url, init);
    if (special) return special;
    if (url.pathname === `/api/projects/${ID}`) return jsonResponse(room);
    return jsonResponse({ message: 'unexpected', code: 'NOT_FOUND' }, { status: 404 });
  });
  renderWithProviders(<ProjectRoom id={ID} />);
  return fetch;
}

describe('ProjectRoom (issue 20)', () => {
  it("shows the partner's next step, the contract and a plan whose sum must equal the total before it is sent", async () => {
    const user = userEvent.setup();
    const fetch = renderRoom(base, (url, init) =>
      url.pathname === `/api/projects/${ID}/milestones` && init?.method === 'PUT'
        ? jsonResponse({ ...base, milestones: base.milestones })
        : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: base.title })).toBeInTheDocument();
    expect(screen.getByText(/Aşama planını gerekirse düzenleyin/)).toBeInTheDocument();
    expect(screen.getAllByText('₺1.200,00').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Sözleşmeyi İmzala' })).toBeInTheDocument();
    // The contract downloads as a PDF in the reader's language, with the other language beside it.
    expect(screen.getByRole('link', { name: 'Sözleşmeyi indir (PDF)' })).toHaveAttribute(
      'href',
      `/api/projects/${ID}/contract.pdf?lang=tr`,
    );
    expect(screen.getByRole('link', { name: 'English PDF' })).toHaveAttribute(
      'href',
      `/api/projects/${ID}/contract.pdf?lang=en`,
    );

    await user.click(screen.getByRole('button', { name: 'Aşama Planını Düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aşama planı' });
    await user.click(within(dialog).getByRole('button', { name: 'Aşama Ekle' }));
    const names = within(dialog).getAllByLabelText('Aşama adı');
    await user.type(names[1]!, 'Gümrük');
    const amounts = within(dialog).getAllByLabelText('Tutar (TRY)');
    await user.clear(amounts[0]!);
    await user.type(amounts[0]!, '700');
    await user.type(amounts[1]!, '400');
    const dates = within(dialog).getAllByLabelText('Teslim tarihi');
    for (const d of dates) await user.type(d, '2099-01-31');
    await user.click(within(dialog).getByRole('button', { name: 'Planı Kaydet' }));
    // 700 + 400 is not the 1.200,00 total: nothing is sent.
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Fark: ₺100,00');
    expect(lastBodyTo(fetch, `/api/projects/${ID}/milestones`)).toBeUndefined();

    await user.clear(amounts[1]!);
    await user.type(amounts[1]!, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Planı Kaydet' }));
    expect(await screen.findByText('Aşama planı kaydedildi; imzalar sıfırlandı')).toBeInTheDocument();
    expect(lastBodyTo(fetch, `/api/projects/${ID}/milestones`)).toEqual({
      milestones: [
        { title: 'İzmir – Hamburg parsiyel', description: '7 gün', dueDate: '2099-01-31', amount: 70_000 },
        { title: 'Gümrük', dueDate: '2099-01-31', amount: 50_000 },
      ],
    });
  });

  it('shows the buyer a delivered milestone to review, and sends a change request only with a message', async () => {
    const user = userEvent.setup();
    const delivered: Project = {
      ...base,
      status: 'active',
      role: 'buyer',
      signatures: [
        { side: 'buyer', name: 'Ayşe Yılmaz', signedAt: '2026-11-20T11:00:00.000Z', contractHash: 'a'.repeat(64) },
        { side: 'partner', name: 'Mehmet Kaya', signedAt: '2026-11-20T12:00:00.000Z', contractHash: 'a'.repeat(64) },
      ],
      milestones: [{ ...base.milestones[0]!, status: 'submitted', submitMessage: 'Yükleme yapıldı' }],
    };
    const fetch = renderRoom(delivered, (url) =>
      url.pathname.endsWith('/request-changes')
        ? jsonResponse({
            ...delivered,
            milestones: [
              { ...delivered.milestones[0]!, status: 'changes_requested', changesMessage: 'Konşimento eksik' },
            ],
          })
        : undefined,
    );
    expect(await screen.findByText(/Teslim edilen aşamayı inceleyin/)).toBeInTheDocument();
    expect(screen.getByText('Yükleme yapıldı')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sözleşmeyi İmzala' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Değişiklik İste' }));
    const dialog = await screen.findByRole('dialog', { name: 'Değişiklik iste' });
    await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    expect(within(dialog).getByText('Lütfen bir açıklama yazın')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Mesaj'), 'Konşimento eksik');
    await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Değişiklik isteği gönderildi')).toBeInTheDocument();
    expect(lastBodyTo(fetch, `/api/projects/${ID}/milestones/5/request-changes`)).toEqual({
      message: 'Konşimento eksik',
    });
  });

  it('lets the partner deliver with files, and shows the delivered files under the milestone', async () => {
    const user = userEvent.setup();
    const active: Project = { ...base, status: 'active' };
    const fileId = '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f';
    const delivered: Project = {
      ...active,
      milestones: [
        {
          ...base.milestones[0]!,
          status: 'submitted',
          submitMessage: 'Konşimento ektedir',
          files: [
            {
              id: fileId,
              fileName: 'konşimento.pdf',
              fileSize: 4096,
              mimeType: 'application/pdf',
              url: `/objects/${fileId}`,
              kind: 'delivery',
              addedBySide: 'partner',
              createdAt: '2026-11-21T09:00:00.000Z',
              milestoneId: 5,
              updateId: null,
              paymentId: null,
            },
          ],
        },
      ],
    };
    // After the delivery the server answers the delivered milestone, to the move and to the refetch.
    let current = active;
    const fetch = renderRoom(active, (url) => {
      if (url.pathname.endsWith('/submit')) current = delivered;
      return url.pathname.startsWith(`/api/projects/${ID}`) ? jsonResponse(current) : undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Teslim Et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aşamayı teslim et' });
    expect(within(dialog).getByLabelText('Teslim dosyaları (isteğe bağlı)')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Mesaj'), 'Konşimento ektedir');
    await user.click(within(dialog).getByRole('button', { name: 'Teslim Et' }));
    expect(await screen.findByText('Aşama teslim edildi')).toBeInTheDocument();
    expect(lastBodyTo(fetch, `/api/projects/${ID}/milestones/5/submit`)).toEqual({
      message: 'Konşimento ektedir',
      fileIds: [],
    });
    const milestone = (await screen.findByRole('heading', { name: 'Teslim dosyaları' })).closest('li')!;
    expect(within(milestone).getByRole('link', { name: /konşimento\.pdf/ })).toHaveAttribute(
      'href',
      `/objects/${fileId}`,
    );
  });

  it('says so when the project is not there, with a way back', async () => {
    mockFetch(() => jsonResponse({ message: 'Proje bulunamadı', code: 'PROJECT_NOT_FOUND' }, { status: 404 }));
    renderWithProviders(<ProjectRoom id={ID} />);
    expect(await screen.findByRole('heading', { name: 'Proje bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Projelerim' })).toHaveAttribute('href', '/projects');
  });
});
