import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getPrimarySkills } from 'shared-api';
import { answer } from '@test/api';
import { renderPage } from '@test/render';
import { directoryPage } from '../../../testing/peers';
import { getPublicPeers } from '../../api';
import OurVoicePage from './index';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), getPrimarySkills: jest.fn() }));
jest.mock('../../api', () => ({ ...jest.requireActual('../../api'), getPublicPeers: jest.fn() }));
const peersMock = jest.mocked(getPublicPeers);

/** IntersectionObserver, which jsdom lacks: the test says when the end of the list comes into view. */
let reachEnd: () => void = () => undefined;
class ObserverStub {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    reachEnd = () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
}

beforeEach(() => {
  jest.resetAllMocks();
  Object.assign(window, { IntersectionObserver: ObserverStub });
  jest.mocked(getPrimarySkills).mockResolvedValue(answer([
    { id: 3, name: 'Software Development', parent_id: null },
    { id: 7, name: 'Design & Creative', parent_id: null },
  ]));
  peersMock.mockImplementation(async (_filters, { page } = { page: 1 }) => answer(directoryPage(page, 3)));
});

const open = (at = '/our-voice') => renderPage(<OurVoicePage />, { path: '/our-voice', at });
const cards = () => screen.getAllByRole('article');

describe('Our Voice', () => {
  it('loads the first page without filters', async () => {
    open();
    expect(await screen.findByRole('article', { name: 'Member Number1' })).toBeInTheDocument();
    expect(peersMock).toHaveBeenCalledWith({}, { page: 1, cursor: null });
    expect(screen.getByText('Showing 2 of 6 members')).toBeInTheDocument();
  });

  it('loads the next page, with the previous page’s cursor, when the end of the list comes into view, until the last page', async () => {
    open();
    await screen.findByRole('article', { name: 'Member Number2' });
    act(() => reachEnd());
    await screen.findByRole('article', { name: 'Member Number4' });
    expect(peersMock).toHaveBeenLastCalledWith({}, { page: 2, cursor: 'cursor-2' });
    act(() => reachEnd());
    await screen.findByRole('article', { name: 'Member Number6' });
    expect(screen.getByText('That is everyone.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(cards()).toHaveLength(6);
    expect(peersMock).toHaveBeenCalledTimes(3);
  });

  it('has a Load more button for keyboards and screen readers', async () => {
    open();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'Member Number3' });
    expect(screen.getByText('Showing 4 of 6 members')).toBeInTheDocument();
  });

  it('sends the filters chosen as the spec’s query: skills joined with +, the rate value, the name', async () => {
    open();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('article', { name: 'Member Number1' });
    await user.click(await screen.findByRole('button', { name: 'Software Development' }));
    await user.click(screen.getByRole('button', { name: 'Design & Creative' }));
    await waitFor(() => expect(peersMock).toHaveBeenLastCalledWith({ skills: '3+7' }, { page: 1, cursor: null }));
    expect(screen.getByRole('button', { name: 'Design & Creative' })).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(screen.getByLabelText('Hourly rate'), 'Less than Rs 500');
    await waitFor(() => expect(peersMock).toHaveBeenLastCalledWith({ skills: '3+7', hourly_rate: '1,500' }, { page: 1, cursor: null }));
    await user.type(screen.getByLabelText('Search by name'), 'khan{Enter}');
    await waitFor(() => expect(peersMock).toHaveBeenLastCalledWith({ skills: '3+7', hourly_rate: '1,500', q: 'khan' }, { page: 1, cursor: null }));
  });

  it('keeps both skills of two clicks made before the list renders again', async () => {
    open();
    await screen.findByRole('article', { name: 'Member Number1' });
    const software = await screen.findByRole('button', { name: 'Software Development' });
    const design = screen.getByRole('button', { name: 'Design & Creative' });
    // Both clicks in one task, as a quick thumb on a busy phone makes them: no render in between.
    act(() => {
      software.click();
      design.click();
    });
    await waitFor(() => expect(peersMock).toHaveBeenLastCalledWith({ skills: '3+7' }, { page: 1, cursor: null }));
    expect(screen.getByRole('button', { name: 'Software Development' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads its filters from the address, so Back and a shared link show the same list', async () => {
    open('/our-voice?skills=7&hourly_rate=3000%2C100000&q=ali');
    await screen.findByRole('article', { name: 'Member Number1' });
    expect(peersMock).toHaveBeenCalledWith({ skills: '7', hourly_rate: '3000,100000', q: 'ali' }, { page: 1, cursor: null });
    expect(screen.getByLabelText('Hourly rate')).toHaveValue('3000,100000');
    expect(screen.getByLabelText('Search by name')).toHaveValue('ali');
    expect(await screen.findByRole('button', { name: 'Design & Creative' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when no member matches, and clears the filters', async () => {
    peersMock.mockResolvedValue(answer({ items: [], pagination: { current_page: 1, last_page: 1, per_page: 12, total: 0, next_cursor: null } }));
    open('/our-voice?q=zzz');
    expect(await screen.findByRole('heading', { name: 'No members match these filters' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    await waitFor(() => expect(peersMock).toHaveBeenLastCalledWith({}, { page: 1, cursor: null }));
  });
});
