/**
 * Tokens of the signed upload URL (POST /api/upload/url → PUT /api/upload/put/{token}?name=…;
 * docs/decisions/011-file-storage.md). A token binds the user, the id the file will get and an expiry,
 * and its HMAC also covers the file name, so none of them can be changed. It is used once: the id
 * becomes the row's primary key.
 */
import { sign, signatureMatches } from '../../lib/signing';

export interface UploadGrant {
  userId: number;
  fileId: string;
  /** Unix time (seconds) after which the token is refused. */
  expiresAt: number;
  fileName: string;
}

const TOKEN_PATTERN = /^(\d{1,10})\.([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const PURPOSE = 'upload-url';

function payloadOf(grant: UploadGrant): string {
  return `${grant.userId}.${grant.fileId}.${grant.expiresAt}.${grant.fileName}`;
}

/** The token for `grant` (the file name travels beside it as `?name=`). */
export function createUploadToken(secret: string, grant: UploadGrant): string {
  return `${grant.userId}.${grant.fileId}.${grant.expiresAt}.${sign(secret, PURPOSE, payloadOf(grant))}`;
}

/**
 * The grant of a valid, unexpired token for `fileName`, or null (bad format, wrong signature, another
 * name, expired).
 * @param nowSeconds the current Unix time in seconds
 */
export function verifyUploadToken(
  secret: string,
  token: string,
  fileName: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): UploadGrant | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const grant: UploadGrant = {
    userId: Number(match[1]),
    fileId: match[2]!,
    expiresAt: Number(match[3]),
    fileName,
  };
  if (!signatureMatches(secret, PURPOSE, payloadOf(grant), match[4]!)) return null;
  return grant.expiresAt >= nowSeconds ? grant : null;
}
