import { z } from 'zod';
import { jsonResponse, mockFetch } from '@/test/utils';
import { ApiError, apiGet, apiRequest } from './api';
import { i18n } from './i18n';

describe('apiRequest', () => {
  it('sends cookies and the UI language, and returns body and headers', async () => {
    const fetch = mockFetch(() => jsonResponse([1, 2], { headers: { 'X-Total-Count': '9' } }));
    await i18n.changeLanguage('en');
    const { data, headers } = await apiRequest('/api/x', { schema: z.array(z.number()) });
    expect(data).toEqual([1, 2]);
    expect(headers.get('X-Total-Count')).toBe('9');
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('en');
  });

  it('turns an error body into an ApiError with code, message and fieldErrors', async () => {
    mockFetch(() =>
      jsonResponse(
        { message: 'Geçersiz istek', code: 'VALIDATION_ERROR', fieldErrors: { email: ['Geçersiz e-posta'] } },
        { status: 400 },
      ),
    );
    const error = await apiGet('/api/x', false).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: 'Geçersiz istek' });
    expect((error as ApiError).fieldError('email')).toBe('Geçersiz e-posta');
  });

  it('adds the request id to the text of an unexpected error (5xx) only, in the UI language (issue 23)', async () => {
    await i18n.changeLanguage('tr');
    mockFetch(() =>
      jsonResponse(
        { message: 'Beklenmeyen bir hata oluştu.', code: 'INTERNAL_ERROR', requestId: 'r-1' },
        { status: 500 },
      ),
    );
    const failed = (await apiGet('/api/x', false).catch((e: unknown) => e)) as ApiError;
    expect(failed).toMatchObject({ status: 500, code: 'INTERNAL_ERROR', requestId: 'r-1' });
    expect(failed.message).toBe('Beklenmeyen bir hata oluştu.\nHata kodu: r-1');

    await i18n.changeLanguage('en');
    // A body that is not ours (a proxy's 502): the id comes from the header, if any.
    mockFetch(() => new Response('Bad Gateway', { status: 502, headers: { 'X-Request-Id': 'r-2' } }));
    const proxied = (await apiGet('/api/x', false).catch((e: unknown) => e)) as ApiError;
    expect(proxied).toMatchObject({ status: 502, code: 'HTTP_502', requestId: 'r-2' });
    expect(proxied.message).toBe('An unexpected error occurred.\nError reference: r-2');

    mockFetch(() => jsonResponse({ message: 'Not found', code: 'NOT_FOUND', requestId: 'r-3' }, { status: 404 }));
    const expected = (await apiGet('/api/x', false).catch((e: unknown) => e)) as ApiError;
    expect(expected).toMatchObject({ requestId: 'r-3', message: 'Not found' });
    await i18n.changeLanguage('tr');
  });

  it('reports a network failure as status 0 in the UI language', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiGet('/api/x', false).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect((error as Error).message).toContain('İnternet bağlantınızı');
  });

  it('rejects a body that breaks the contract when a schema is given', async () => {
    mockFetch(() => jsonResponse({ nope: true }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(apiGet('/api/x', z.array(z.number()))).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('resolves a 204 answer without a body as success, and still reports an error status', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(apiRequest<void>('/api/x', { method: 'DELETE', schema: false })).resolves.toMatchObject({
      data: undefined,
    });
    mockFetch(() => new Response(null, { status: 500 }));
    await expect(apiRequest<void>('/api/x', { method: 'DELETE', schema: false })).rejects.toMatchObject({
      status: 500,
      code: 'HTTP_500',
    });
  });
});
