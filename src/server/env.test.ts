/**
 * Configuration parsing (env.ts): defaults, cross-field rules, and the production rules that keep
 * demo accounts (whose password is published in the README) out of a live installation.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_RATE_LIMITS, scaledRateLimits } from './auth/limiter';
import { loadEnv } from './env';

const secret = 'x'.repeat(32);
const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: secret };

describe('loadEnv', () => {
  it('reads the S3 settings (uploads in a bucket when S3_BUCKET is set) and wants both keys or none', () => {
    expect(loadEnv({}).S3_BUCKET).toBeUndefined();
    expect(
      loadEnv({
        S3_BUCKET: 'uploads',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toMatchObject({ S3_BUCKET: 'uploads', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: true });
    expect(loadEnv({ S3_BUCKET: '' }).S3_BUCKET).toBeUndefined();
    expect(() => loadEnv({ S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadEnv({ S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });

  it('reads the backup settings: no schedule by default, a 5-field cron, keep 7 unless told', () => {
    const defaults = loadEnv({});
    expect([defaults.BACKUP_CRON, defaults.BACKUP_DIR, defaults.BACKUP_KEEP]).toEqual([undefined, undefined, 7]);
    expect(loadEnv({ BACKUP_CRON: ' 0 3 * * * ', BACKUP_KEEP: '14', BACKUP_DIR: '/backups' })).toMatchObject({
      BACKUP_CRON: '0 3 * * *',
      BACKUP_KEEP: 14,
      BACKUP_DIR: '/backups',
    });
    expect(() => loadEnv({ BACKUP_CRON: 'daily' })).toThrow(/BACKUP_CRON: a cron expression of 5 fields/);
    expect(() => loadEnv({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });

  it('seeds the demo by default on the embedded database outside production, not with DATABASE_URL', () => {
    expect(loadEnv({}).SEED_DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: 'test' }).SEED_DEMO).toBe(true);
    expect(loadEnv({ DATABASE_URL: 'postgres://db/app' }).SEED_DEMO).toBe(false);
    expect(loadEnv({ DATABASE_URL: 'postgres://db/app', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it('never seeds the demo in production, whatever the database', () => {
    expect(loadEnv(production).SEED_DEMO).toBe(false);
    expect(loadEnv({ ...production, DATABASE_URL: 'postgres://db/app' }).SEED_DEMO).toBe(false);
    expect(loadEnv({ ...production, SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(loadEnv({ ...production, SEED_DEMO: '' }).SEED_DEMO).toBe(false);
  });

  it.each(['true', '1', 'yes', 'on'])('refuses SEED_DEMO=%s in production with a message that says why', (value) => {
    for (const extra of [{}, { DATABASE_URL: 'postgres://db/app' }]) {
      expect(() => loadEnv({ ...production, ...extra, SEED_DEMO: value })).toThrow(
        /SEED_DEMO: .*NODE_ENV=production.*demo accounts/s,
      );
    }
  });

  it('requires BETTER_AUTH_SECRET in production and lists every bad variable at once', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/BETTER_AUTH_SECRET/);
    expect(() => loadEnv({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });

  it('scales the auth limits only outside production (AUTH_RATE_LIMIT_FACTOR)', () => {
    expect(loadEnv({}).AUTH_RATE_LIMIT_FACTOR).toBe(1);
    expect(loadEnv({ AUTH_RATE_LIMIT_FACTOR: '20' }).AUTH_RATE_LIMIT_FACTOR).toBe(20);
    expect(() => loadEnv({ ...production, AUTH_RATE_LIMIT_FACTOR: '20' })).toThrow(/AUTH_RATE_LIMIT_FACTOR/);
    expect(loadEnv({ ...production, AUTH_RATE_LIMIT_FACTOR: '1' }).AUTH_RATE_LIMIT_FACTOR).toBe(1);
    const scaled = scaledRateLimits(20);
    expect(scaled.signIn).toEqual({
      ip: { max: DEFAULT_AUTH_RATE_LIMITS.signIn.ip.max * 20, window: DEFAULT_AUTH_RATE_LIMITS.signIn.ip.window },
      email: {
        max: DEFAULT_AUTH_RATE_LIMITS.signIn.email.max * 20,
        window: DEFAULT_AUTH_RATE_LIMITS.signIn.email.window,
      },
    });
    expect(scaled.mailPerAddress.max).toBe(DEFAULT_AUTH_RATE_LIMITS.mailPerAddress.max * 20);
    expect(scaledRateLimits(1)).toEqual(DEFAULT_AUTH_RATE_LIMITS);
  });
});
