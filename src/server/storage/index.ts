/**
 * The storage the app uses: S3 when a bucket is configured, else the local folder
 * (docs/decisions/011-file-storage.md).
 */
import { join } from 'node:path';
import { LocalStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { S3Storage, type S3StorageOptions } from './s3-storage';

export {
  assertObjectKey,
  type ByteRange,
  isObjectName,
  type ObjectStorage,
  objectKey,
  type StorageArea,
} from './object-storage';
export { LocalStorage } from './local-storage';
export { S3Storage, type S3StorageOptions } from './s3-storage';

/**
 * @param dataDir DATA_DIR; the local driver keeps objects in `${dataDir}/uploads`
 * @param s3 S3 settings; used when `s3.bucket` is set
 */
export function createStorage(dataDir: string, s3?: Partial<S3StorageOptions>): ObjectStorage {
  if (s3?.bucket) return new S3Storage({ ...s3, bucket: s3.bucket });
  return new LocalStorage(join(dataDir, 'uploads'));
}
