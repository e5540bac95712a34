import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoSettingsSchema } from '../../../shared/contracts/system-config';
import { createTestApp } from '../../test/helpers';
import { publicStatus } from './system-status.service';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

describe('GET /api/system-status/public', () => {
  it('reports a healthy database after a real round trip', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/system-status/public',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'healthy',
      services: { api: 'healthy', database: 'healthy' },
    });
    expect(body.uptime).toBeGreaterThanOrEqual(0);
    expect(Date.now() - Date.parse(body.lastChecked)).toBeLessThan(5000);
  });

  it('reports an error when the database does not answer, and a warning when it is slow', async () => {
    const down = await publicStatus({
      ping: () => Promise.reject(new Error('ECONNREFUSED')),
    });
    expect(down).toMatchObject({
      status: 'error',
      services: { api: 'healthy', database: 'error' },
    });
    const slow = await publicStatus({ ping: () => Promise.resolve(800) });
    expect(slow.status).toBe('warning');
  });
});

describe('GET /api/init', () => {
  it('returns site settings, the SEO settings and the live category count', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/init' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.categoryCount).toBe(16);
    expect(seoSettingsSchema.safeParse(body.seoSettings).success).toBe(true);
    expect(body.site.contactEmail).toContain('@');
    expect(body.features).toEqual({ google: false, linkedin: false });
  });
});
