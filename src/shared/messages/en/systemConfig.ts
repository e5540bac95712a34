/** System settings, SEO, categories and services pool (spec §3 System config; issue 11). */
export const systemConfig = {
  categoryNotFound: 'Category not found.',
  serviceNotFound: 'Service not found.',
  serviceNameTaken: 'A service with this name already exists.',
  required: 'This field is required.',
  invalidUrl: 'Enter a valid http(s) address.',
  invalidImageUrl: 'Enter a valid image address (http(s) or a site path starting with /).',
  invalidEmail: 'Enter a valid e-mail address.',
  invalidPhone: 'Enter a valid phone number (e.g. +90 212 555 01 00).',
  invalidIcon: 'This icon is not in the list.',
  invalidHost: 'Enter a valid host name (e.g. cdn.example.com): no address, path, port or wildcard.',
  tooManyHosts: 'You can enter at most 50 host names.',
  mailHostsMasterOnly: 'Only a master admin can change the mail resource hosts.',
} as const;
