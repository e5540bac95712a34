import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * One domain, one name (issue 19; decision 019): a domain is a server module
 * (`src/server/modules/<domain>`) with its contract (`src/shared/contracts/<domain>.ts`). Every client
 * feature, locale namespace, message-catalogue domain and schema file is named after one of them,
 * in kebab-case for folders and files and camelCase for namespaces and catalogue domains. The few
 * names that are not a domain are listed here with the reason.
 */
const root = resolve(process.cwd());
const dir = (path: string) => readdirSync(join(root, path));
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const files = (path: string, ext: string) =>
  dir(path)
    .filter((f) => f.endsWith(ext) && !f.endsWith(`.test${ext}`) && f !== `index${ext}`)
    .map((f) => f.slice(0, -ext.length));

const modules = dir('src/server/modules').filter((f) => statSync(join(root, 'src/server/modules', f)).isDirectory());
const contracts = files('src/shared/contracts', '.ts');

/** Contracts that no single module serves, and why. */
const CONTRACTS_WITHOUT_MODULE: Record<string, string> = {
  errors: 'the error table every module answers with',
  realtime: 'the socket events (plugins/realtime.ts and the modules that emit them)',
  services: 'the services pool (modules/categories lists it, partners pick from it, modules/system-config edits it)',
  'text-rules': 'text length and format rules several contracts share',
  'phone-verification': 'the phone verification calls of the users module (modules/users/phone-verification.*)',
};
/** Names that are not a domain, per layer, and why. */
const NOT_DOMAINS = {
  namespaces: { common: 'the app shell: header, footer, menus, errors', home: 'the home page, which composes domains' },
  catalogue: {
    error: "the error table's texts",
    validation: 'generic field validation texts',
    mail: 'the frame of the mails rendered without a template (src/server/mail/text-mail.ts)',
  },
  schema: {
    checks: 'CHECK constraints from the shared constants',
    types: 'the tsvector column type',
    mail: 'the outbox of src/server/mail, which every domain writes to',
    sms: 'the SMS outbox and phone codes of src/server/sms, which domains write to as to the mail outbox',
  },
} as const;

const domains = new Set([...modules, ...contracts]);
const strays = (names: string[], allowed: object = {}) =>
  names.filter((name) => !domains.has(name) && !(name in allowed)).sort();

describe('one name per domain', () => {
  it('gives every module a contract and every contract a module (or a reason)', () => {
    expect(modules.filter((m) => !contracts.includes(m))).toEqual([]);
    expect(contracts.filter((c) => !modules.includes(c) && !(c in CONTRACTS_WITHOUT_MODULE))).toEqual([]);
  });

  it('names every client feature after a domain', () => {
    const features = dir('src/client/features').filter((f) =>
      statSync(join(root, 'src/client/features', f)).isDirectory(),
    );
    expect(strays(features)).toEqual([]);
  });

  it('names every locale namespace after a domain (camelCase)', () => {
    for (const lang of ['tr', 'en']) {
      const namespaces = [...new Set(files(`src/client/locales/${lang}`, '.json').map((f) => f.split('.')[0]!))];
      expect(strays(namespaces.map(kebab), NOT_DOMAINS.namespaces), lang).toEqual([]);
    }
  });

  it('names every message-catalogue domain after a domain (camelCase)', () => {
    for (const lang of ['tr', 'en']) {
      expect(strays(files(`src/shared/messages/${lang}`, '.ts').map(kebab), NOT_DOMAINS.catalogue), lang).toEqual([]);
    }
  });

  it('names every schema file after a domain', () => {
    expect(strays(files('src/server/db/schema', '.ts'), NOT_DOMAINS.schema)).toEqual([]);
  });

  it('refuses a stray name (the check can fail)', () => {
    expect(strays(['quote-desk', 'quotes'])).toEqual(['quote-desk']);
  });
});
