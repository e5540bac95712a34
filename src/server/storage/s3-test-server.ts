/**
 * An in-process S3 (s3rver) for tests: a fresh bucket in a temporary folder on a free loopback port.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from './s3-storage';

export interface TestS3 {
  /** Options for {@link S3Storage} / AppConfig.s3 pointing at the server. */
  options: S3StorageOptions;
  /** The folder s3rver keeps objects in (to count what landed). */
  directory: string;
  close(): Promise<void>;
}

/** Starts s3rver with bucket `bucket` (3+ characters) and path-style access. */
export async function startTestS3(bucket = 'epp-test-bucket'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'epp-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    options: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      // s3rver's fixed development credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    directory,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
