import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@test/render';
import { peer } from '../testing/peers';
import { PeerCard } from './PeerCard';

afterEach(() => jest.restoreAllMocks());

describe('a peer card', () => {
  it('shows the member: name linking to their profile, title, city and country, skills', () => {
    renderPage(<PeerCard peer={peer()} />);
    const card = screen.getByRole('article', { name: 'Ayesha Siddiqui' });
    expect(within(card).getByRole('link', { name: 'Ayesha Siddiqui' })).toHaveAttribute('href', '/member/ayesha1234567890');
    expect(within(card).getByRole('link', { name: 'View profile of Ayesha Siddiqui' })).toHaveAttribute('href', '/member/ayesha1234567890');
    expect(within(card).getByText('UI/UX Designer for SaaS and fintech products')).toBeInTheDocument();
    expect(within(card).getByText('Lahore, Pakistan')).toBeInTheDocument();
    expect(within(card).getByText('Design & Creative')).toBeInTheDocument();
    expect(within(card).getByText('UI/UX Design')).toBeInTheDocument();
  });

  it('shows the hourly rate in PKR with thousands separators followed by /hr', () => {
    renderPage(<PeerCard peer={peer({ hourly_rate: 12500 })} />);
    expect(screen.getByText('Rs 12,500/hr')).toBeInTheDocument();
  });

  it('links each platform in a new tab, named by its site, the other platform under its own name', () => {
    renderPage(<PeerCard peer={peer()} />);
    expect(screen.getByRole('link', { name: 'upwork.com (opens in a new tab)' })).toHaveAttribute('href', 'https://www.upwork.com/freelancers/~01f3a9');
    const other = screen.getByRole('link', { name: 'Dribbble (opens in a new tab)' });
    expect(other).toHaveAttribute('target', '_blank');
    expect(other).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('never makes a link of a platform value that is not a web address', () => {
    renderPage(<PeerCard peer={peer({ platforms: { freelancercom: 'javascript:alert(1)', fiverr: 'https://www.fiverr.com/ayesha' } })} />);
    expect(screen.getByRole('link', { name: 'fiverr.com (opens in a new tab)' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Ayesha Siddiqui on freelancing platforms' }).querySelectorAll('a')).toHaveLength(1);
  });

  it('builds links only from checked values: a typed username on its platform, nothing from a hostile or foreign value', () => {
    const hostile = {
      fiverr: 'ayesha_designs',
      upwork: 'https://www.upwork.com/"><img src=x onerror=alert(1)>',
      guru: 'https://evil.example/guru.com/ayesha',
      toptal: 'https://user:pass@www.toptal.com/resume/ayesha',
      otherplatform: { name: 'Dribbble', link: 'javascript:alert(1)//https://dribbble.com' },
    };
    renderPage(<PeerCard peer={peer({ platforms: hostile })} />);
    const links = within(screen.getByRole('list', { name: 'Ayesha Siddiqui on freelancing platforms' })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://www.fiverr.com/ayesha_designs']);
  });

  it('collapses a long bio to 3 lines with More, and Less folds it again', async () => {
    jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(120);
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(60);
    renderPage(<PeerCard peer={peer()} />);
    const user = userEvent.setup({ delay: null });
    const more = await screen.findByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Less' }));
    expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument();
  });

  it('sets the bio in the direction of its own language, so an English bio on an Urdu page is cut at its end', () => {
    renderPage(<PeerCard peer={peer({ bio: 'Short bio.' })} />);
    expect(screen.getByText('Short bio.')).toHaveAttribute('dir', 'auto');
  });

  it('offers no More when the bio fits its 3 lines', () => {
    renderPage(<PeerCard peer={peer({ bio: 'Short bio.' })} />);
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('shows initials when the member has no photo', () => {
    renderPage(<PeerCard peer={peer({ avatar: null })} />);
    expect(screen.getByText('AS')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
