import { render, screen } from '@testing-library/react';
import { defaultOrg, sessionStore } from 'shared-api';
import { MemoryRouter, UiProvider } from 'shared-ui';
import { App } from './App';
import { replaceDocument } from './load-document';
import type { ShellRoute } from './remotes/runtime';

jest.mock('./load-document', () => ({ replaceDocument: jest.fn() }));
// A staff page's remote stays on its way: the test is about the frame it is shown in.
jest.mock('./remotes/runtime', () => ({ loadPage: () => new Promise(() => undefined), resetRemote: jest.fn() }));
const replaced = jest.mocked(replaceDocument);

const staffMembers: ShellRoute = {
  path: '/staff/members',
  access: 'staff',
  page: 'staff-members',
  title: 'Members',
  remote: 'mfe-test',
  scope: 'mfe_test',
  id: 'mfe_test/staff/members',
};

/** The shell at `at`, on a page whose document is in `locale`, as the server wrote it. */
function open(at: string, locale: 'en' | 'ur') {
  document.documentElement.lang = locale;
  return render(
    <UiProvider>
      <MemoryRouter basename={locale === 'ur' ? '/ur' : undefined} initialEntries={[at]}>
        <App routes={[staffMembers]} org={defaultOrg} />
      </MemoryRouter>
    </UiProvider>,
  );
}

afterEach(() => {
  document.documentElement.lang = 'en';
  replaced.mockClear();
  sessionStore.getState().signOut();
});

describe('the staff area, which is English only', () => {
  it('loads a staff page asked for on an Urdu page from its English address, with its search and anchor', () => {
    open('/ur/staff/members?q=ali&page=2#list', 'ur');
    expect(replaced).toHaveBeenCalledWith('/staff/members?q=ali&page=2#list');
    expect(screen.queryByRole('link', { name: 'Skip to content' })).not.toBeInTheDocument();
  });

  it('loads the staff home asked for on an Urdu page (where sign-in sends staff) from /staff', () => {
    open('/ur/staff', 'ur');
    expect(replaced).toHaveBeenCalledWith('/staff');
  });

  it('shows a staff page on an English page in the staff area, without loading it again', async () => {
    sessionStore.getState().signIn('token', { member_id: 's1', phone: '0300', name: 'Sana Staff', email: 's@example.pk', role: 'staff', is_profile_completed: true });
    open('/staff/members', 'en');
    expect(await screen.findByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    expect(replaced).not.toHaveBeenCalled();
  });
});
