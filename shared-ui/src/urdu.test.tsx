import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type QueryState } from 'shared-api';
import { renderPage } from '@test/render';
import { ClampedText } from './clamp';
import { CompleteProfileNotice } from './complete-profile-notice';
import { Formik, TextField } from './forms';
import { i18n } from '#i18n';
import { sharedUiCatalogs } from './index';
import { PageFrame } from './page-frame';
import { Pager } from './paging';
import { UiProvider } from './provider';

const state = <T,>(over: Partial<QueryState<T>>): QueryState<T> => ({ status: 'success', data: undefined, error: null, refetch: jest.fn(), ...over });

describe("shared-ui's own text in Urdu", () => {
  beforeAll(() => sharedUiCatalogs.load('ur'));
  beforeEach(() => i18n.activate('ur'));
  afterEach(() => {
    i18n.activate('en');
    jest.restoreAllMocks();
  });

  it('says what is loading and what failed, with the retry button', async () => {
    const refetch = jest.fn();
    const { unmount } = renderPage(<PageFrame query={state({ status: 'pending' })} what="بلاگ" skeleton={<p>shape</p>} />);
    expect(screen.getByLabelText('ہم بلاگ لوڈ کر رہے ہیں')).toHaveAttribute('aria-busy', 'true');
    unmount();
    renderPage(<PageFrame query={state({ status: 'error', error: new ApiError('The server is busy.', 503), refetch })} what="بلاگ" />);
    expect(screen.getByRole('alert')).toHaveTextContent('ہم بلاگ لوڈ نہیں کر سکے');
    await userEvent.setup().click(screen.getByRole('button', { name: 'دوبارہ کوشش کریں' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('pages through a list, and past its end says how many pages it has', () => {
    const pager = (page: number, last: number) => <Pager pagination={{ current_page: page, last_page: last, per_page: 9, total: last * 9 }} label="بلاگ پوسٹس" />;
    const { unmount } = renderPage(pager(2, 3), { path: '/blog', at: '/blog?page=2' });
    expect(screen.getByRole('navigation', { name: 'بلاگ پوسٹس کے صفحات' })).toBeInTheDocument();
    expect(screen.getByText('صفحہ 2 از 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اگلا' })).toHaveAttribute('href', '/blog?page=3');
    expect(screen.getByRole('link', { name: 'پچھلا' })).toHaveAttribute('href', '/blog');
    unmount();
    renderPage(pager(5, 2), { path: '/blog', at: '/blog?page=5' });
    expect(screen.getByRole('heading', { name: 'صفحہ 5 پر کچھ نہیں ہے' })).toBeInTheDocument();
    expect(screen.getByText('اس فہرست میں 2 صفحات ہیں۔')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'آخری صفحے (2) پر جائیں' })).toHaveAttribute('href', '/blog?page=2');
  });

  it('asks for a complete profile', () => {
    renderPage(<CompleteProfileNotice />, { path: '/dashboard/events', at: '/dashboard/events' });
    expect(screen.getByRole('heading', { name: 'براہِ کرم اپنی پروفائل مکمل کریں' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اپنی پروفائل مکمل کریں' })).toHaveAttribute('href', '/dashboard/complete-profile?referrer=%2Fdashboard%2Fevents');
  });

  it('toggles a clamped text with More and Less', async () => {
    jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(96);
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(40);
    render(<UiProvider><ClampedText text="ایک دو تین چار پانچ چھ سات آٹھ نو دس گیارہ" lines={2} wordLimit={10} /></UiProvider>);
    await userEvent.setup().click(screen.getByRole('button', { name: 'مزید' }));
    expect(screen.getByRole('button', { name: 'کم' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps an e-mail address and a phone number left to right, and other text in the page’s direction', () => {
    render(
      <UiProvider>
        <Formik initialValues={{ email: '', phone: '', name: '', cnic: '' }} onSubmit={() => {}}>
          <form>
            <TextField name="email" label="ای میل" type="email" />
            <TextField name="phone" label="فون" type="tel" />
            <TextField name="cnic" label="شناختی کارڈ" inputMode="numeric" dir="ltr" />
            <TextField name="name" label="نام" />
          </form>
        </Formik>
      </UiProvider>,
    );
    expect(screen.getByLabelText('ای میل')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('فون')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('شناختی کارڈ')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('نام')).not.toHaveAttribute('dir');
  });
});
