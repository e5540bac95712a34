/**
 * Keys one feature owns and another refreshes (issue 19 step 2; lib/query-keys.ts). Pages compose
 * features, so this test may use two of them together.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '@/app/App';
import { useSaveToLibrary } from '@/features/templates/api/save-to-library';
import { useCampaignStarters } from '@/features/marketing/api/marketing-api';
import { jsonResponse, mockFetch } from '@/test/utils';

describe('shared query keys', () => {
  it('a template saved in the e-mail builder is offered by an open campaign dialog without a reload', async () => {
    const starter = (id: number, name: string) => ({
      key: `builder-${id}`,
      kind: 'builder',
      id,
      name,
      subject: name,
      htmlContent: '<p>x</p>',
      language: 'tr',
    });
    let library = [starter(1, 'Kasım bülteni')];
    mockFetch((url, init) => {
      if (url.pathname === '/api/admin/campaigns/templates') return jsonResponse({ templates: library });
      if (url.pathname === '/api/admin/campaign-templates' && init?.method === 'POST') {
        library = [...library, starter(2, 'Aralık bülteni')];
        return jsonResponse(
          {
            id: 2,
            name: 'Aralık bülteni',
            subject: 'Aralık',
            htmlContent: '<p>x</p>',
            createdBy: 1,
            createdAt: '2026-11-26T10:00:00.000Z',
            updatedAt: '2026-11-26T10:00:00.000Z',
          },
          { status: 201 },
        );
      }
      return jsonResponse({}, { status: 404 });
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders queryClient={queryClient}>{children}</AppProviders>
    );
    const { result } = renderHook(() => ({ starters: useCampaignStarters(), save: useSaveToLibrary() }), { wrapper });
    await waitFor(() => expect(result.current.starters.data?.map((t) => t.name)).toEqual(['Kasım bülteni']));

    await act(() =>
      result.current.save.mutateAsync({ name: 'Aralık bülteni', subject: 'Aralık', htmlContent: '<p>x</p>' } as never),
    );
    await waitFor(() =>
      expect(result.current.starters.data?.map((t) => t.name)).toEqual(['Kasım bülteni', 'Aralık bülteni']),
    );
  });
});
