import { screen } from '@testing-library/react';
import { ApiError } from 'shared-api';
import { renderPage } from '@test/render';
import { answer, blog } from '../../../testing/fixtures';
import { getBlog } from '../../public-calls';
import type { Blog } from '../../shapes';
import BlogPostPage from './index';

jest.mock('../../public-calls', () => ({ ...jest.requireActual('../../public-calls'), getBlog: jest.fn() }));
const getBlogMock = jest.mocked(getBlog);

const post: Blog = {
  ...blog(7),
  title: 'Getting paid from abroad',
  content: '<h2>Choose a channel</h2><p>Use a bank.</p><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>',
  author: { ...blog(7).author, bio: 'I build fast, secure web applications.', platforms: {} },
};

describe('blog post page', () => {
  it('shows the post with its sanitized content, refines the title and links the author to their profile', async () => {
    getBlogMock.mockResolvedValue(answer(post));
    renderPage(<BlogPostPage />, { path: '/blog/:blogSlug/:blogId', at: '/blog/getting-paid/7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Getting paid from abroad' })).toBeInTheDocument();
    expect(getBlogMock).toHaveBeenCalledWith('7');
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a channel' })).toBeInTheDocument();
    expect(document.querySelector('article script')).toBeNull();
    expect(document.querySelector('article [onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: /Muhammad Usman Tariq's profile/ })).toHaveAttribute('href', '/member/abcdefghijklmnop');
    expect(document.title).toMatch(/^Getting paid from abroad \| /);
  });

  it('says the post does not exist for an unknown id', async () => {
    getBlogMock.mockRejectedValue(new ApiError('This blog post does not exist.', 404));
    renderPage(<BlogPostPage />, { path: '/blog/:blogSlug/:blogId', at: '/blog/nothing/999' });
    expect(await screen.findByRole('heading', { name: 'This blog post does not exist', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
  });
});
