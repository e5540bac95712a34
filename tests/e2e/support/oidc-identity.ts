/**
 * The specs' side of the local OpenID Connect issuer (oidc-mock.ts): say who signs in at the
 * issuer's next authorize request, since it has no login screen.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { OIDC_ISSUER } from './services';

/** The claims the issuer puts in the ID token. */
export interface OidcIdentity {
  sub: string;
  email: string;
  /** Default true. */
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

/** Queues `identity` for the issuer's next authorize request. */
export async function signInNextAtIssuer(request: APIRequestContext, identity: OidcIdentity): Promise<void> {
  const res = await request.post(`${OIDC_ISSUER}/__e2e/next-identity`, { data: identity });
  expect(res.status(), `POST ${OIDC_ISSUER}/__e2e/next-identity`).toBe(204);
}
