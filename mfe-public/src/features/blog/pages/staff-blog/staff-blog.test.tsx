import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uploadImage } from 'shared-api';
import { mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import '@test/rich-text';
import type { StaffBlog } from '../../shapes';
import StaffBlogPage from './index';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), uploadImage: jest.fn() }));

const saved = (overrides: Partial<StaffBlog> = {}): StaffBlog => ({
  id: 9,
  slug: 'invoicing-clients-in-the-gulf',
  title: 'Invoicing clients in the Gulf',
  status: 'draft',
  publish_at: null,
  created_at: '2026-11-20T05:00:00.000Z',
  updated_at: '2026-11-20T05:00:00.000Z',
  author: { id: 4, name: 'Zainab Hussain', email: 'zainab.hussain@example.com', member_id: 'abcdefghijklmnop' },
  excerpt: 'Send the invoice on the day you deliver.',
  content: '<h2>Start here</h2><p>Send the invoice on the day you deliver.</p>',
  featured_image: 'abcdef0123456789.png',
  old_slugs: [],
  ...overrides,
});

const user = () => userEvent.setup({ delay: null });

describe('staff: a new blog post', () => {
  it('says what is missing before anything is sent, with a labelled editor and its toolbar', async () => {
    const api = mockApi({});
    renderPage(<StaffBlogPage />, { path: '/staff/blogs/new' });
    const editor = await screen.findByRole('textbox', { name: /^Post/ });
    expect(editor).toHaveAttribute('contenteditable', 'true');
    const toolbar = screen.getByRole('toolbar', { name: 'Post: formatting' });
    for (const name of ['Heading', 'Subheading', 'Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Quote', 'Link', 'Insert a picture']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    await user().click(screen.getByRole('button', { name: 'Save draft' }));
    const summary = await screen.findByRole('region', { name: 'Please correct these before saving' });
    expect(within(summary).getByRole('link', { name: /Please enter the title/ })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: /Please upload a featured image/ })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: /Please write the post/ })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('refuses a time that has passed before anything is saved; a valid schedule saves one post and edits it at its address', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:cover');
    URL.revokeObjectURL = jest.fn();
    jest.mocked(uploadImage).mockResolvedValue({ message: 'Image uploaded.', data: 'abcdef0123456789.png' });
    let sent: Record<string, unknown> = {};
    const api = mockApi({
      'POST /api/staff/blogs': ({ body }) => {
        sent = body as Record<string, unknown>;
        return { status: 201, ...ok(saved({ status: 'scheduled', publish_at: '2031-01-01T05:00:00.000Z' }), 'The post is scheduled: visitors see it from the time you chose.') };
      },
    });
    renderPage(<StaffBlogPage />, { path: '/staff/blogs/new' });
    const u = user();
    await u.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Invoicing clients in the Gulf');
    await u.upload(screen.getByLabelText(/^Featured image/), new File(['png'], 'cover.png', { type: 'image/png' }));
    await waitFor(() => expect(uploadImage).toHaveBeenCalledTimes(1));
    await u.click(screen.getByRole('textbox', { name: /^Post/ }));
    await u.keyboard('Send the invoice on the day you deliver.');
    const when = screen.getByLabelText(/^Publish at \(Karachi time\)/);
    await u.type(when, '2020-01-01T10:00');
    await u.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findAllByText('Please choose a time to come, or publish it now.')).not.toHaveLength(0);
    expect(api.calls).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'New blog post' })).toBeInTheDocument();

    await u.clear(when);
    await u.type(when, '2031-01-01T10:00');
    await u.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByTestId('navigated')).toHaveTextContent(/^\/staff\/blogs\/9$/);
    expect(api.calls).toEqual(['POST /api/staff/blogs']);
    expect(sent).toMatchObject({ title: 'Invoicing clients in the Gulf', featured_image: 'abcdef0123456789.png', publish: 'schedule', publish_at: '2031-01-01T05:00:00.000Z' });
  });

  it('moves between the toolbar buttons with the arrow keys, one tab stop for the toolbar', async () => {
    mockApi({});
    renderPage(<StaffBlogPage />, { path: '/staff/blogs/new' });
    const toolbar = await screen.findByRole('toolbar', { name: 'Post: formatting' });
    const heading = within(toolbar).getByRole('button', { name: 'Heading' });
    expect(heading).toHaveAttribute('tabindex', '0');
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute('tabindex', '-1');
    heading.focus();
    await user().keyboard('{ArrowRight}{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveFocus();
  });
});

describe('staff: a blog post', () => {
  it('saves the form and publishes it now, in one call', async () => {
    let sent: Record<string, unknown> = {};
    const api = mockApi({
      'GET /api/staff/blogs/9': ok(saved()),
      'POST /api/staff/blogs/9': ({ body }) => {
        sent = body as Record<string, unknown>;
        return ok(saved({ title: sent.title as string, status: 'published', publish_at: '2026-11-25T10:00:00.000Z' }), 'The post is published: visitors can read it now.');
      },
    });
    renderPage(<StaffBlogPage />, { path: '/staff/blogs/:blogId', at: '/staff/blogs/9' });
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect(screen.getByText('Draft')).toBeInTheDocument();
    await user().clear(title);
    await user().type(title, 'Invoicing in the Gulf');
    await user().click(screen.getByRole('button', { name: 'Publish now' }));
    await findNotification('Success', 'The post is published: visitors can read it now.');
    expect(api.calls).toEqual(['GET /api/staff/blogs/9', 'POST /api/staff/blogs/9']);
    expect(sent).toMatchObject({ title: 'Invoicing in the Gulf', publish: 'now', publish_at: null });
    expect(await screen.findByText('Published')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
  });

  it('schedules the post for a time read as Karachi time', async () => {
    let sent: unknown;
    mockApi({
      'GET /api/staff/blogs/9': ok(saved()),
      'POST /api/staff/blogs/9': ({ body }) => {
        sent = body;
        return ok(saved({ status: 'scheduled', publish_at: '2031-01-01T05:00:00.000Z' }), 'The post is scheduled.');
      },
    });
    renderPage(<StaffBlogPage />, { path: '/staff/blogs/:blogId', at: '/staff/blogs/9' });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Schedule' }));
    expect(await screen.findAllByText('Please choose when to publish it')).not.toHaveLength(0);
    await u.type(screen.getByLabelText(/^Publish at \(Karachi time\)/), '2031-01-01T10:00');
    await u.click(screen.getByRole('button', { name: 'Schedule' }));
    await findNotification('Success', 'The post is scheduled.');
    expect(sent).toMatchObject({ title: 'Invoicing clients in the Gulf', publish: 'schedule', publish_at: '2031-01-01T05:00:00.000Z' });
  });

  it('refuses a time that has passed on the form, by the server’s rule, and sends nothing', async () => {
    const api = mockApi({ 'GET /api/staff/blogs/9': ok(saved()) });
    renderPage(<StaffBlogPage />, { path: '/staff/blogs/:blogId', at: '/staff/blogs/9' });
    const u = user();
    await u.type(await screen.findByLabelText(/^Publish at \(Karachi time\)/), '2020-01-01T10:00');
    await u.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findAllByText('Please choose a time to come, or publish it now.')).not.toHaveLength(0);
    expect(screen.getByLabelText(/^Publish at \(Karachi time\)/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toEqual(['GET /api/staff/blogs/9']);
  });

  it('takes a published post back to a draft, and previews it as visitors will see it', async () => {
    const api = mockApi({
      'GET /api/staff/blogs/9': ok(saved({ status: 'published', publish_at: '2026-11-20T05:00:00.000Z' })),
      'GET /api/staff/blogs/9/preview': ok({
        id: 9,
        slug: 'invoicing-clients-in-the-gulf',
        title: 'Invoicing clients in the Gulf',
        excerpt: 'Send the invoice.',
        featured_image: 'abcdef0123456789.png',
        featured_image_width: 1200,
        featured_image_height: 630,
        created_at: '2026-11-20T05:00:00.000Z',
        content: '<p>Send the invoice on the day you deliver.</p>',
        author: { name: 'Zainab Hussain', title: null, avatar: null, member_id: 'abcdefghijklmnop', bio: null, platforms: {} },
      }),
      'POST /api/staff/blogs/9/unpublish': ok(saved(), 'The post is a draft again: only staff can see it.'),
    });
    renderPage(<StaffBlogPage />, { path: '/staff/blogs/:blogId', at: '/staff/blogs/9' });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Preview' }));
    // Published: the banner says visitors see it.
    const banner = await screen.findByRole('complementary', { name: 'Preview — published' });
    // The public post's own article, under the banner.
    const preview = within(banner.parentElement!);
    expect(await preview.findByRole('heading', { level: 1, name: 'Invoicing clients in the Gulf' })).toBeInTheDocument();
    expect(preview.getByText('Send the invoice on the day you deliver.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Unpublish' }));
    await findNotification('Success', 'The post is a draft again: only staff can see it.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument());
    // A draft again: nobody but staff sees it.
    expect(screen.getByRole('complementary', { name: 'Preview — not published' })).toBeInTheDocument();
    expect(api.calls).toContain('POST /api/staff/blogs/9/unpublish');
  });
});
