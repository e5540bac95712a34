import { describe, expect, it } from 'vitest';
import { createUploadToken, verifyUploadToken } from './upload-token';

const secret = 's'.repeat(40);
const grant = {
  userId: 7,
  fileId: '0b7c6f5e-2f5b-4a8e-9d51-4f1e2a3b4c5d',
  expiresAt: 2_000_000_000,
  fileName: 'sözleşme.pdf',
};

describe('upload tokens', () => {
  it('verifies its own token for the same name before the expiry', () => {
    const token = createUploadToken(secret, grant);
    expect(verifyUploadToken(secret, token, grant.fileName, grant.expiresAt - 1)).toEqual(grant);
    expect(verifyUploadToken(secret, token, grant.fileName, grant.expiresAt)).toEqual(grant);
  });

  it('refuses it after the expiry, for another name, with another secret, or altered', () => {
    const token = createUploadToken(secret, grant);
    expect(verifyUploadToken(secret, token, grant.fileName, grant.expiresAt + 1)).toBeNull();
    expect(verifyUploadToken(secret, token, 'other.pdf', 0)).toBeNull();
    expect(verifyUploadToken('x'.repeat(40), token, grant.fileName, 0)).toBeNull();
    // Another user id or a later expiry with the old signature.
    expect(verifyUploadToken(secret, token.replace(/^7\./, '8.'), grant.fileName, 0)).toBeNull();
    expect(verifyUploadToken(secret, token.replace('.2000000000.', '.2000000001.'), grant.fileName, 0)).toBeNull();
    expect(verifyUploadToken(secret, 'not-a-token', grant.fileName, 0)).toBeNull();
  });
});
