/**
 * The layout is carried by lint (ARCHITECTURE.md "Import zones", eslint/layout-plugin.js): these
 * snippets are linted with the project's own eslint.config.js, at paths inside the zones, and the
 * forbidden ones must fail while the allowed one passes. Type-aware rules are switched off here only
 * for speed; the zone and cycle rules need no types.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const root = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });

/** The layout rule ids reported for `code` linted as if it were the file at `path`. */
async function layoutErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return result!.messages.filter((m) => m.ruleId?.startsWith('layout/')).map((m) => `${m.ruleId}: ${m.message}`);
}

const FEATURE_FILE = 'src/client/features/partners/components/PartnerProfile.tsx';

describe('import zones', { timeout: 60_000 }, () => {
  it('rejects a feature importing another feature by alias', async () => {
    const errors = await layoutErrors(
      FEATURE_FILE,
      "import { x } from '@/features/quotes/api/create-quote-request';\nexport { x };\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/layout\/import-zones: .*feature 'partners' may not import feature 'quotes'/),
    ]);
  });

  it('rejects a feature importing another feature by a relative path', async () => {
    const errors = await layoutErrors(
      FEATURE_FILE,
      "import { x } from '../../catalogue/api/list-partners';\nexport { x };\n",
    );
    expect(errors).toEqual([expect.stringMatching(/layout\/import-zones: .*may not import feature 'catalogue'/)]);
  });

  it('rejects a feature importing the app layer or a page', async () => {
    const errors = await layoutErrors(FEATURE_FILE, "import '@/app/App';\nimport '../../../pages/HomePage';\n");
    // (The app imports this feature back, so both are reported as cycles too.)
    expect(errors.filter((e) => e.startsWith('layout/import-zones'))).toHaveLength(2);
  });

  it('rejects a shared component or lib importing a feature (alias and relative)', async () => {
    expect(
      await layoutErrors(
        'src/client/components/Logo.tsx',
        "import { StatusDot } from '@/features/system-status/components/StatusDot';\nexport { StatusDot };\n",
      ),
    ).toEqual([expect.stringMatching(/layout\/import-zones: .*components\/ .* may not import features\//)]);
    expect(await layoutErrors('src/client/lib/format.ts', "export * from '../features/auth/lib/roles';\n")).toEqual([
      expect.stringMatching(/layout\/import-zones: .*lib\/ .* may not import features\//),
    ]);
    const fromLib = await layoutErrors('src/client/lib/format.ts', "import '../app/App';\n");
    expect(fromLib.filter((e) => e.startsWith('layout/import-zones'))).toHaveLength(1);
  });

  it("rejects a server module reaching another module's routes or internals", async () => {
    const errors = await layoutErrors(
      'src/server/modules/auth/auth.service.ts',
      "import { usersRoutes } from '../users/users.routes';\nexport { usersRoutes };\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /layout\/import-zones: .*module 'auth' may use module 'users' only through users.service.ts/,
      ),
    ]);
  });

  it('allows a feature importing itself, components, lib and shared, and a module using a service', async () => {
    const code = [
      "import { Button } from '@/components/ui/button';",
      "import { paths } from '@/lib/routes';",
      "import { useSession } from '../../../lib/session';",
      "import type { PartnerDetail } from '@shared/contracts/partners';",
      "import { getPartner } from '../api/get-partner';",
      'export { Button, paths, useSession, getPartner };',
      'export type { PartnerDetail };',
    ].join('\n');
    expect(await layoutErrors(FEATURE_FILE, code)).toEqual([]);
    expect(
      await layoutErrors(
        'src/server/modules/auth/auth.service.ts',
        "import { getSessionUser } from '../users/users.service';\nexport { getSessionUser };\n",
      ),
    ).toEqual([]);
  });
});

describe('import cycles', { timeout: 60_000 }, () => {
  it('rejects an import that closes a cycle (lib/cta-paths.ts already imports lib/session.ts)', async () => {
    const errors = await layoutErrors(
      'src/client/lib/session.ts',
      "import { useIsSignedIn } from './cta-paths';\nexport { useIsSignedIn };\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/layout\/no-cycle: .*session\.ts → .*cta-paths\.ts → .*session\.ts/),
    ]);
  });

  it('ignores type-only imports, which are erased', async () => {
    const errors = await layoutErrors(
      'src/client/lib/session.ts',
      "import type { useIsSignedIn } from './cta-paths';\nexport type { useIsSignedIn };\n",
    );
    expect(errors).toEqual([]);
  });
});
