import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { viewerKey } from './partner-views';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const visitor = { ip: '203.0.113.5' };

describe('viewerKey', () => {
  it('does not count the owner or admins', async () => {
    expect(
      await viewerKey(ctx.db, { id: 7, userType: 'partner', availableUserTypes: ['user', 'partner'] }, 7, visitor),
    ).toBeNull();
    expect(
      await viewerKey(ctx.db, { id: 8, userType: 'master_admin', availableUserTypes: ['master_admin'] }, 7, visitor),
    ).toBeNull();
    expect(
      await viewerKey(ctx.db, { id: 9, userType: 'editor_admin', availableUserTypes: ['editor_admin'] }, 7, visitor),
    ).toBeNull();
  });

  it('keys a signed-in viewer by id, whatever their address', async () => {
    const viewer = { id: 9, userType: 'user' as const, availableUserTypes: ['user' as const] };
    expect(await viewerKey(ctx.db, viewer, 7, visitor)).toBe('u:9');
    expect(await viewerKey(ctx.db, viewer, 7, { ip: '1.1.1.1' })).toBe('u:9');
  });

  it('keys visitors by a stable hash of their address alone, which does not contain it', async () => {
    const a = await viewerKey(ctx.db, null, 7, visitor);
    expect(a).toMatch(/^v:[\w-]{32}$/);
    expect(a).not.toContain('203.0.113.5');
    expect(await viewerKey(ctx.db, null, 7, visitor)).toBe(a);
    // Whatever else the request carries (a User-Agent the client may change at will), one address is one visitor.
    expect(await viewerKey(ctx.db, null, 7, { ...visitor, userAgent: 'other' } as typeof visitor)).toBe(a);
    expect(await viewerKey(ctx.db, null, 7, { ip: '203.0.113.6' })).not.toBe(a);
  });
});
