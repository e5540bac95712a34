import { sessionUser } from '@/test/fixtures';
import { canSwitchType, couldMeetBySwitching, displayNameOf, initialsOf, landingPathFor, menuLinksFor } from './roles';

const keys = (user: Parameters<typeof menuLinksFor>[0], profile?: string | null) =>
  menuLinksFor(user, profile).map((link) => `${link.key} ${link.to}`);

describe('user menu per active account type (spec §2)', () => {
  it('user: personal panel, service requests, projects, messages', () => {
    expect(keys({ userType: 'user' })).toEqual([
      'userPanel /user-panel',
      'serviceRequests /service-requests',
      'projects /projects',
      'messages /messages',
    ]);
  });

  it('partner: dashboard, own profile (or the dashboard while unknown), projects, messages', () => {
    expect(keys({ userType: 'partner' }, '/partner/atlas')).toEqual([
      'partnerDashboard /partner-dashboard',
      'partnerProfile /partner/atlas',
      'projects /projects',
      'messages /messages',
    ]);
    expect(keys({ userType: 'partner' }, null)[1]).toBe('partnerProfile /partner-dashboard');
  });

  // One list with the dashboard tiles (issue 18 item 20): every admin area the type may open, in the
  // route table's order (src/client/lib/route-table.ts adminArea).
  it('editor_admin: every admin area an editor may open', () => {
    expect(keys({ userType: 'editor_admin' })).toEqual([
      'adminDashboard /admin-dashboard',
      'quoteRequests /admin/quote-requests',
      'adminProjects /admin/projects',
      'templateManagement /template-management',
      'emailBuilder /email-builder',
      'fileManagement /file-management',
      'emailSubscribers /email-subscribers',
      'marketingList /marketing-list',
      'systemSettings /system-settings',
    ]);
  });

  it('master_admin: also user management, statistics and system status', () => {
    expect(keys({ userType: 'master_admin' }).slice(9)).toEqual([
      'userManagement /user-management',
      'statistics /statistics',
      'systemStatus /system-status',
    ]);
  });

  it('offers the switch only when more than one type is held', () => {
    expect(canSwitchType({ availableUserTypes: ['user'] })).toBe(false);
    expect(canSwitchType({ availableUserTypes: ['user', 'partner'] })).toBe(true);
  });
});

describe('access rules of the route table (active type, as the server decides)', () => {
  it('knows when a held but inactive type would allow the page', () => {
    expect(couldMeetBySwitching({ availableUserTypes: ['user', 'master_admin'] }, 'master_admin')).toBe(true);
    expect(couldMeetBySwitching({ availableUserTypes: ['user', 'editor_admin'] }, 'master_admin')).toBe(false);
  });

  it('lands on the type’s page after a switch (spec §4)', () => {
    expect(landingPathFor('partner')).toBe('/partner-dashboard');
    expect(landingPathFor('user')).toBe('/user-panel');
    expect(landingPathFor('editor_admin')).toBe('/admin-dashboard');
    expect(landingPathFor('master_admin')).toBe('/admin-dashboard');
  });
});

describe('avatar texts', () => {
  it('uses Turkish capitals for initials and falls back to the e-mail address', () => {
    expect(initialsOf(sessionUser({ firstName: 'ilker', lastName: 'ışık' }))).toBe('İI');
    expect(initialsOf(sessionUser({ firstName: '', lastName: '', email: 'zeynep@example.com' }))).toBe('Z');
    expect(displayNameOf(sessionUser({ firstName: '', lastName: '' }))).toBe('ayse@example.com');
  });
});
