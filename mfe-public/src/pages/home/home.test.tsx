import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCorporatePartners, getFeaturedMediaMentions, getFeaturedPressReleases, getHighlights, getPartners } from 'shared-api/content';
import { renderPage } from '@test/render';
import { answer, partner } from '../../features/testing/fixtures';
import HomePage from './index';

jest.mock('shared-api/content', () => ({ ...jest.requireActual('shared-api/content'), getCorporatePartners: jest.fn(), getPartners: jest.fn(), getFeaturedMediaMentions: jest.fn(), getFeaturedPressReleases: jest.fn(), getHighlights: jest.fn() }));

beforeEach(() => {
  jest.mocked(getCorporatePartners).mockResolvedValue(answer([partner(1, 'Indus Digital Bank')]));
  jest.mocked(getPartners).mockResolvedValue(answer([partner(5, 'Sukkur IT Park'), partner(6, 'Code for Karachi')]));
  jest.mocked(getFeaturedMediaMentions).mockResolvedValue(answer([]));
  jest.mocked(getFeaturedPressReleases).mockResolvedValue(answer([]));
  jest.mocked(getHighlights).mockResolvedValue(answer([]));
});

describe('home page', () => {
  it('shows the banner with Become a member and the spec’s statistics', async () => {
    renderPage(<HomePage />);
    await screen.findByRole('img', { name: 'Indus Digital Bank' });
    expect(screen.getAllByRole('link', { name: 'Become a member' })[0]).toHaveAttribute('href', '/register');
    for (const figure of ['2.3M', '10+ billion', '$400M']) expect(screen.getByText(figure)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/press-releases');
  });

  it('toggles the other partners with View More and View Less', async () => {
    const user = userEvent.setup();
    renderPage(<HomePage />);
    expect(await screen.findByRole('img', { name: 'Indus Digital Bank' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Sukkur IT Park' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View More' }));
    expect(await screen.findByRole('img', { name: 'Sukkur IT Park' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Code for Karachi' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Less' }));
    expect(screen.queryByRole('img', { name: 'Sukkur IT Park' })).not.toBeInTheDocument();
  });
});
