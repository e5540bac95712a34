/** Something@something.tld, no spaces: the shape every deliverable address has. */
const ADDRESS_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Client check before POST /api/newsletter/subscribe. The spec's rule is "must contain @"
 * (spec §5 Others); an address without a domain gets the same message without a round trip.
 * The server's shared schema stays the authority (its message comes back in `fieldErrors.email`).
 */
export function isValidNewsletterEmail(value: string): boolean {
  const email = value.trim();
  return email.includes('@') && ADDRESS_SHAPE.test(email);
}
