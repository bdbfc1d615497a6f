import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '#i18n';
import { renderPage } from '@test/render';
import { peer } from '../testing/peers';
import { DirectoryFilters } from './DirectoryFilters';
import { PeerCard } from './PeerCard';

beforeAll(() => {
  i18n.load('ur', require('../../locales/ur.json'));
  // The cities and skills have their Urdu in shared-api's catalog, by their English.
  i18n.loadTexts(require('shared-api/locales/ur.json'));
});
beforeEach(() => i18n.activate('ur'));
afterEach(() => i18n.activate('en'));

describe('the directory’s cities and skills in Urdu', () => {
  it('shows a member’s city, country and skills by their Urdu names', () => {
    renderPage(<PeerCard peer={peer()} />);
    const card = within(screen.getByRole('article'));
    expect(card.getByText('لاہور، پاکستان')).toBeInTheDocument();
    expect(card.getByText('ڈیزائن اور تخلیقی کام')).toBeInTheDocument();
    expect(card.getByText('UI/UX ڈیزائن')).toBeInTheDocument();
    // What the member wrote themselves (their title, their bio) stays as written; the site's names do not.
    for (const english of ['Lahore, Pakistan', 'Design & Creative', 'UI/UX Design']) expect(card.queryByText(english)).toBeNull();
  });

  it('offers the primary skills to filter by in Urdu, and filters by their numbers', async () => {
    const onChange = jest.fn();
    renderPage(
      <DirectoryFilters
        filters={{}}
        onChange={onChange}
        skills={[
          { id: 3, name: 'Software Development', parent_id: null },
          { id: 4, name: 'Design & Creative', parent_id: null },
        ]}
      />,
    );
    const skills = within(screen.getByRole('group'));
    expect(skills.getAllByRole('button').map((b) => b.textContent)).toEqual(['سافٹ ویئر ڈیولپمنٹ', 'ڈیزائن اور تخلیقی کام']);
    await userEvent.setup({ delay: null }).click(skills.getByRole('button', { name: 'ڈیزائن اور تخلیقی کام' }));
    expect(onChange.mock.calls[0][0]({})).toEqual({ skills: '4' });
  });
});
