import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_PATH,
  INSTALL_COMMAND,
  SUDO_INSTALL_COMMAND,
  ensureChromium,
  type ChromiumHost,
} from './ensure-chromium';

/**
 * A host whose Chromium appears once the install command has run (as apt-get would make it), and that
 * records what was run and printed.
 */
function fakeHost(options: {
  present: boolean;
  uid: number | undefined;
  installStatus?: number;
  installWorks?: boolean;
}) {
  let installed = options.present;
  const ran: string[] = [];
  const lines: string[] = [];
  const host: ChromiumHost = {
    isExecutable: (path) => path === CHROMIUM_PATH && installed,
    uid: options.uid,
    run(commandLine) {
      ran.push(commandLine);
      const status = options.installStatus ?? 0;
      if (status === 0 && options.installWorks !== false) installed = true;
      return status;
    },
    log: (line) => lines.push(line),
  };
  return { host, ran, lines };
}

describe('ensureChromium', () => {
  it('does nothing when Chromium is there', () => {
    for (const uid of [0, 1000]) {
      const { host, ran, lines } = fakeHost({ present: true, uid });
      expect(ensureChromium(host)).toBe(0);
      expect(ran).toEqual([]);
      expect(lines).toEqual([]);
    }
  });

  it('installs Debian’s chromium when it is missing and the user is root', () => {
    const { host, ran } = fakeHost({ present: false, uid: 0 });
    expect(ensureChromium(host)).toBe(0);
    expect(ran).toEqual(['apt-get update && apt-get install -y chromium']);
    expect(INSTALL_COMMAND).toBe(ran[0]);
  });

  it('stops with exit code 1 and prints the exact command when it is missing and the user is not root', () => {
    for (const uid of [1000, undefined]) {
      const { host, ran, lines } = fakeHost({ present: false, uid });
      expect(ensureChromium(host)).toBe(1);
      expect(ran).toEqual([]);
      expect(lines).toContain('  sudo apt-get update && sudo apt-get install -y chromium');
      expect(lines.join('\n')).toContain(SUDO_INSTALL_COMMAND);
    }
  });

  it('fails, with the command to retry, when the install fails', () => {
    const { host, ran, lines } = fakeHost({ present: false, uid: 0, installStatus: 100 });
    expect(ensureChromium(host)).toBe(1);
    expect(ran).toHaveLength(1);
    expect(lines.join('\n')).toContain('exit code 100');
    expect(lines).toContain(`  ${INSTALL_COMMAND}`);
  });

  it('fails when the install succeeds but leaves no browser at the expected path', () => {
    const { host, lines } = fakeHost({ present: false, uid: 0, installWorks: false });
    expect(ensureChromium(host)).toBe(1);
    expect(lines.join('\n')).toContain('still missing');
  });
});
