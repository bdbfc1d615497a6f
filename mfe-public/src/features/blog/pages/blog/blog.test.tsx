import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-api';
import { renderPage } from '@test/render';
import { answer, blog, pageOf } from '../../../testing/fixtures';
import { getBlogs } from '../../public-calls';
import BlogPage from './index';

jest.mock('../../public-calls', () => ({ ...jest.requireActual('../../public-calls'), getBlogs: jest.fn() }));
const getBlogsMock = jest.mocked(getBlogs);

beforeEach(() => getBlogsMock.mockReset());

describe('blog page', () => {
  it('cuts each excerpt to 100 characters plus an ellipsis and links to the post', async () => {
    getBlogsMock.mockResolvedValue(answer(pageOf([blog(1), blog(2, { excerpt: 'A short excerpt.' })])));
    renderPage(<BlogPage />, { path: '/blog' });
    const long = blog(1).excerpt;
    expect(await screen.findByText(`${long.slice(0, 100)}...`)).toBeInTheDocument();
    expect(screen.getByText('A short excerpt.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post 1' })).toHaveAttribute('href', '/blog/post-1/1');
  });

  it('reads the page from the address and offers the next one', async () => {
    getBlogsMock.mockResolvedValue(answer(pageOf([blog(10)], 2, 3)));
    renderPage(<BlogPage />, { path: '/blog', at: '/blog?page=2' });
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(getBlogsMock).toHaveBeenCalledWith(2);
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog?page=3');
  });

  it('shows a clear message when the blog cannot be loaded, and tries again on request', async () => {
    getBlogsMock.mockRejectedValueOnce(new ApiError('An error occurred while making the request. Please try again later.', 0));
    getBlogsMock.mockResolvedValueOnce(answer(pageOf([blog(1)])));
    const user = userEvent.setup();
    renderPage(<BlogPage />, { path: '/blog' });
    expect(await screen.findByText("We couldn't load the blog")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Post 1' })).toBeInTheDocument();
  });
});
