import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type QueryState } from 'shared-api';
import { renderPage } from '@test/render';
import { PageFrame } from './page-frame';

const state = <T,>(over: Partial<QueryState<T>>): QueryState<T> => ({ status: 'success', data: undefined, error: null, refetch: jest.fn(), ...over });
const notFound = { title: 'This blog post does not exist', back: { to: '/blog', label: 'Back to the blog' } };

describe('page frame', () => {
  it('shows the skeleton, labelled as loading, while the read is pending', () => {
    renderPage(<PageFrame query={state({ status: 'pending' })} what="the blog" skeleton={<p>shape</p>} />);
    expect(screen.getByLabelText('Loading the blog')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('shape')).toBeInTheDocument();
  });

  it('shows a labelled spinner when there is no skeleton', () => {
    renderPage(<PageFrame query={state({ status: 'pending' })} what="your profile" />);
    expect(screen.getByLabelText('Loading your profile')).toBeInTheDocument();
  });

  it('says what failed with the server’s reason, and tries again on request', async () => {
    const refetch = jest.fn();
    renderPage(<PageFrame query={state({ status: 'error', error: new ApiError('The server is busy.', 503), refetch })} what="the blog" />);
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the blog");
    expect(screen.getByRole('alert')).toHaveTextContent('The server is busy.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('says the network failed when the error is not the server’s', () => {
    renderPage(<PageFrame query={state({ status: 'error', error: new TypeError('Failed to fetch') })} what="the blog" />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while making the request. Please try again later.');
  });

  it('turns a 404 into the not-found page with its way back, only where the page has one', () => {
    const missing = state({ status: 'error', error: new ApiError('Not found.', 404) });
    const { unmount } = renderPage(<PageFrame query={missing} what="this blog post" notFound={notFound} />);
    expect(screen.getByRole('heading', { name: notFound.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
    unmount();
    renderPage(<PageFrame query={missing} what="the blog" />);
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the blog");
  });

  it('titles the not-found page as an h2 under the page’s h1, or as the page’s h1 where the record’s title was its only one', () => {
    const missing = state({ status: 'error', error: new ApiError('Not found.', 404) });
    const { unmount } = renderPage(<PageFrame query={missing} what="this blog post" notFound={notFound} />);
    expect(screen.getByRole('heading', { name: notFound.title, level: 2 })).toBeInTheDocument();
    unmount();
    renderPage(<PageFrame query={missing} what="this blog post" notFound={{ ...notFound, titleAs: 'h1' }} />);
    expect(screen.getByRole('heading', { name: notFound.title, level: 1 })).toBeInTheDocument();
  });

  it('says so when the answer is empty, and renders the content otherwise', () => {
    const empty = { when: (items: string[]) => items.length === 0, title: 'No changes yet' };
    const { unmount } = renderPage(<PageFrame query={state({ data: [] as string[] })} what="the log" empty={empty}>{(items) => items.join()}</PageFrame>);
    expect(screen.getByRole('heading', { name: 'No changes yet' })).toBeInTheDocument();
    unmount();
    renderPage(<PageFrame query={state({ data: ['first', 'second'] })} what="the log" empty={empty}>{(items) => items.join(' and ')}</PageFrame>);
    expect(screen.getByText('first and second')).toBeInTheDocument();
  });
});
