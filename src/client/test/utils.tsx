import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '@/app/App';

/** Renders with a fresh query cache (spec defaults, no retry), i18n, the toaster and a router. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/' }: { route?: string } = {},
): RenderResult & {
  queryClient: QueryClient;
} {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...result, queryClient };
}

/** A JSON response as the server sends it. */
export function jsonResponse(
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

/** The URL of a recorded `fetch` call, resolved against the test origin. */
export function requestUrl(input: RequestInfo | URL | undefined): URL {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : (input?.url ?? '');
  return new URL(raw, 'http://localhost');
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Replaces `fetch` with a handler keyed on the request URL; returns the spy to inspect calls. */
export function mockFetch(handler: Handler) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => handler(requestUrl(input), init));
}

/** Shows the router's current location, so tests can assert redirects. */
export function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</div>;
}

/**
 * GET /api/session's answer made from a GET /api/user-style one (the user, or a 401 for a visitor):
 * 200 `{user}` / `{user: null}`; any other failure is passed on as it is.
 */
export async function asSession(response: Response | Promise<Response>): Promise<Response> {
  const res = await response;
  if (res.status === 401) return jsonResponse({ user: null });
  if (!res.ok) return res;
  return jsonResponse({ user: (await res.json()) as unknown });
}

/** The 401 answer of GET /api/user for a visitor. */
export function unauthorized(): Response {
  return jsonResponse({ message: 'Bu işlem için giriş yapmalısınız.', code: 'UNAUTHORIZED' }, { status: 401 });
}

/** The JSON body of a request, or undefined. */
export function jsonBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

/** The JSON body of the last recorded `fetch` call to `pathname`. */
export function lastBodyTo(fetch: ReturnType<typeof mockFetch>, pathname: string): unknown {
  const call = fetch.mock.calls.filter(([input]) => requestUrl(input).pathname === pathname).at(-1);
  return jsonBody(call?.[1]);
}

/** The URLs of the recorded `fetch` calls. */
export function calledUrls(fetch: ReturnType<typeof mockFetch>): URL[] {
  return fetch.mock.calls.map(([input]) => requestUrl(input));
}
