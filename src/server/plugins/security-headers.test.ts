import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, TEST_ORIGIN } from '../test/helpers';

/** Every answer carries the security headers, and every error answer the error shape. */
let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  const clientDist = mkdtempSync(join(tmpdir(), 'epp-dist-'));
  mkdirSync(join(clientDist, 'assets'));
  writeFileSync(join(clientDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(clientDist, 'assets', 'app-abc.js'), 'console.log(1)');
  const dataDir = mkdtempSync(join(tmpdir(), 'epp-data-'));
  mkdirSync(join(dataDir, 'uploads', 'public'), { recursive: true });
  writeFileSync(join(dataDir, 'uploads', 'public', 'logo.txt'), 'x');
  ctx = await createTestApp({ clientDist, dataDir });
});
afterAll(async () => ctx?.close());

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
}

const errorShape = (res: LightMyRequestResponse) =>
  expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });

describe('security headers', () => {
  it.each([
    ['the early 401 of the access hook', { method: 'GET', url: '/api/user' }, 401],
    [
      'the early 403 of the Origin check',
      { method: 'POST', url: '/api/newsletter/subscribe', headers: { origin: 'http://evil.example' }, payload: {} },
      403,
    ],
    ['an API 404', { method: 'GET', url: '/api/nope' }, 404],
    ['a missing file', { method: 'GET', url: '/assets/missing-1.js' }, 404],
    ['the SPA', { method: 'GET', url: '/partners' }, 200],
    ['a static asset', { method: 'GET', url: '/assets/app-abc.js' }, 200],
    ['a public upload', { method: 'GET', url: '/public-objects/logo.txt' }, 200],
    ["better-auth's mount", { method: 'GET', url: '/api/auth/get-session' }, 200],
    [
      "better-auth's mount, an error",
      { method: 'POST', url: '/api/auth/sign-in/magic-link', headers: { origin: TEST_ORIGIN }, payload: {} },
      400,
    ],
    [
      'a 415',
      {
        method: 'POST',
        url: '/api/newsletter/subscribe',
        headers: { origin: TEST_ORIGIN, 'content-type': 'text/xml' },
        payload: '<a/>',
      },
      415,
    ],
  ] as const)('on %s', async (_name, request, status) => {
    const res = await ctx.app.inject(request as InjectOptions);
    expect(res.statusCode).toBe(status);
    expectSecurityHeaders(res.headers);
    if (status >= 400 && String(res.headers['content-type']).includes('json')) errorShape(res);
  });
});

describe('answers written outside the routes', () => {
  it('answers 431 for header fields over the limit, and 400 for an unreadable request, in the error shape', async () => {
    const app = await buildApp({ database: ctx.database, dataDir: '/nonexistent', publicUrl: TEST_ORIGIN });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      const raw = (request: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = connect(port, '127.0.0.1', () => socket.write(request));
          let data = '';
          socket.on('data', (chunk) => (data += chunk.toString()));
          socket.on('close', () => resolve(data));
          socket.on('error', reject);
        });
      const parse = (text: string) => {
        const [head, body] = text.split('\r\n\r\n');
        const headers = Object.fromEntries(
          head!
            .split('\r\n')
            .slice(1)
            .map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
        );
        return { status: Number(head!.split(' ')[1]), headers, body: JSON.parse(body!) as unknown };
      };
      const big = parse(await raw(`GET /api/categories HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
      expect(big.status).toBe(431);
      expectSecurityHeaders(big.headers);
      expect(big.body).toEqual({ message: 'İsteğin başlık alanları çok büyük.', code: 'VALIDATION_ERROR' });
      const bad = parse(await raw('NONSENSE\r\n\r\n'));
      expect(bad.status).toBe(400);
      expectSecurityHeaders(bad.headers);
      expect(bad.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    } finally {
      await app.close();
    }
  });

  it('answers 503 in the error shape with the headers while shutting down', async () => {
    const app = await buildApp({ database: ctx.database, dataDir: '/nonexistent', publicUrl: TEST_ORIGIN });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    // One connection: a request whose body is still coming keeps the server from closing; a second
    // request pipelined behind it arrives while the server shuts down.
    const socket = connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    const closed = new Promise((r) => socket.once('close', r));
    const body = JSON.stringify({ email: 'drain@example.com', source: 'homepage' });
    socket.write(
      `POST /api/newsletter/subscribe HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    await new Promise((r) => setTimeout(r, 200));
    const closing = app.close();
    await new Promise((r) => setTimeout(r, 50));
    socket.write(`${body}GET /api/categories HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    await Promise.race([closed, new Promise((r) => setTimeout(r, 5000))]);
    socket.destroy();
    await closing;
    const answers = data.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    const last = answers[1]!;
    expect(last.startsWith('HTTP/1.1 503')).toBe(true);
    expect(last.toLowerCase()).toContain("frame-ancestors 'none'");
    expect(last.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(last).toContain('"code":"SERVICE_UNAVAILABLE"');
  });
});
