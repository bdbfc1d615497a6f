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

  it('keeps the address’s other parameters, such as the list’s tab, from page to page', () => {
    renderPage(<List last={3} />, { path: '/events', at: '/events?when=past&page=2' });
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/events?when=past&page=3');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/events?when=past');
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

  it('fetches an uploaded photo at the width it fills, for each screen density, and a drawing whole', () => {
    renderPage(<MemberPhoto image="3f9a0c.jpg" size={44} alt="Bilal" />);
    const photo = screen.getByRole('img', { name: 'Bilal' });
    expect(photo).toHaveAttribute('src', '/api/storage/3f9a0c.jpg?w=96');
    expect(photo).toHaveAttribute('srcset', '/api/storage/3f9a0c.jpg?w=96 1x, /api/storage/3f9a0c.jpg?w=96 2x, /api/storage/3f9a0c.jpg?w=192 3x');
    renderPage(<MemberPhoto image="logo1.svg" size={44} alt="Partner" />);
    expect(screen.getByRole('img', { name: 'Partner' })).toHaveAttribute('src', '/api/storage/logo1.svg');
    expect(screen.getByRole('img', { name: 'Partner' })).not.toHaveAttribute('srcset');
  });

  it('offers a wide photo at every width kept, up to its own, for the width it is shown at', () => {
    renderPage(<StoredImage image="ab12cd.png" width={700} height={400} alt="Venue" sizes="(min-width: 48em) 50vw, 100vw" />);
    const img = screen.getByRole('img', { name: 'Venue' });
    expect(img.getAttribute('srcset')!.split(', ')).toEqual([
      '/api/storage/ab12cd.png?w=96 96w',
      '/api/storage/ab12cd.png?w=192 192w',
      '/api/storage/ab12cd.png?w=384 384w',
      '/api/storage/ab12cd.png?w=768 700w',
    ]);
    expect(img).toHaveAttribute('sizes', '(min-width: 48em) 50vw, 100vw');
    expect(img).toHaveAttribute('src', '/api/storage/ab12cd.png?w=768');
    renderPage(<StoredImage image="cd34ef.jpg" width={4000} height={3000} alt="Hall" />);
    expect(screen.getByRole('img', { name: 'Hall' }).getAttribute('srcset')!.split(', ').at(-1)).toBe('/api/storage/cd34ef.jpg?w=1280 1280w');
  });
});
