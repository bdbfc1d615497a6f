import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@test/render';
import { Pager, usePageNumber } from './paging';
import { MemberPhoto, StoredImage } from './stored-image';

function List({ last }: { last: number }) {
  const page = usePageNumber();
  return <Pager pagination={{ current_page: page, last_page: last, per_page: 9, total: last * 9 }} label="Blog" />;
}

describe('pager', () => {
  it('reads the page from the address and links to its neighbours', () => {
    renderPage(<List last={3} />, { path: '/blog', at: '/blog?page=2' });
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog?page=3');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog');
  });

  it.each(['/blog?page=0', '/blog?page=-2', '/blog?page=abc', '/blog?page=1.5'])('takes %s as the first page', (at) => {
    renderPage(<List last={3} />, { path: '/blog', at });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('keeps the page in the address as the reader moves through the list', async () => {
    const user = userEvent.setup();
    renderPage(<List last={3} />, { path: '/blog', at: '/blog?page=2' });
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog?page=2');
    await user.click(screen.getByRole('link', { name: 'Previous' }));
    await user.click(screen.getByRole('link', { name: 'Previous' }));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('past the last page, says there is nothing there and links to the last page', async () => {
    const user = userEvent.setup();
    renderPage(<List last={2} />, { path: '/blog', at: '/blog?page=5' });
    expect(screen.getByRole('heading', { name: 'There is nothing on page 5' })).toBeInTheDocument();
    expect(screen.getByText('This list has 2 pages.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the last page (2)' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('shows nothing when everything fits on one page', () => {
    renderPage(<List last={1} />, { path: '/blog' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('stored image', () => {
  it('reserves its box from its real size and loads from storage lazily', () => {
    renderPage(<StoredImage image="post 1.webp" width={1200} height={630} alt="A freelancer at work" />);
    const img = screen.getByRole('img', { name: 'A freelancer at work' });
    expect(img).toHaveAttribute('src', '/api/storage/post%201.webp');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '630');
    // The ratio holds the box while the image scales to its column (width 100%, height auto): CLS stays 0.
    expect(getComputedStyle(img).getPropertyValue('aspect-ratio').replace(/ /g, '')).toBe('1200/630');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('shows a member photo at its size in pixels, not as a spacing token', () => {
    renderPage(<MemberPhoto image="a.png" size={36} alt="Ayesha" />);
    const img = screen.getByRole('img', { name: 'Ayesha' });
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['36', '36']);
    expect([getComputedStyle(img).width, getComputedStyle(img).height]).toEqual(['36px', '36px']);
  });

  it('fetches the page’s main image first', () => {
    renderPage(<StoredImage image="hero.webp" width={1600} height={900} alt="" priority />);
    expect(document.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(document.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });
});
