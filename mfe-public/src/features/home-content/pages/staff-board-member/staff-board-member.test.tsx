import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uploadImage } from 'shared-api';
import type { StaffDirector } from '../../shapes';
import { mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import StaffBoardMemberPage from './index';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), uploadImage: jest.fn() }));

const saved = (overrides: Partial<StaffDirector> = {}): StaffDirector => ({
  id: 12,
  name: 'Hina Baloch',
  position: 'Director, Research',
  bio: 'Hina runs the association’s surveys.',
  image: null,
  image_width: null,
  image_height: null,
  linkedin: null,
  sort_order: 9,
  status: 'draft',
  publish_at: null,
  created_at: '2026-11-20T05:00:00.000Z',
  updated_at: '2026-11-20T05:00:00.000Z',
  ...overrides,
});

const user = () => userEvent.setup({ delay: null });

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:portrait');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ({ drawImage: jest.fn() }) as unknown as CanvasRenderingContext2D);
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done, type) => done(new Blob(['cropped'], { type })));
});
afterEach(() => jest.restoreAllMocks());

describe('staff: a new board member', () => {
  it('says what is missing before anything is sent', async () => {
    const api = mockApi({});
    renderPage(<StaffBoardMemberPage />, { path: '/staff/board/new' });
    await user().click(await screen.findByRole('button', { name: 'Save draft' }));
    const summary = await screen.findByRole('region', { name: 'Please correct these before saving' });
    for (const message of ['Please enter the name', 'Please enter the position', 'Please write the bio']) {
      expect(within(summary).getByRole('link', { name: new RegExp(message) })).toBeInTheDocument();
    }
    expect(within(summary).queryByRole('link', { name: /portrait/i })).not.toBeInTheDocument();
    await user().type(screen.getByRole('textbox', { name: /^LinkedIn/ }), 'javascript:alert(1)');
    await user().tab();
    expect(await screen.findByText('Please enter a LinkedIn link that starts with https://')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('uploads a portrait cropped to a square, saves the member and publishes them now', async () => {
    let created: unknown;
    jest.mocked(uploadImage).mockResolvedValue({ message: 'Image uploaded.', data: 'portrait.jpg' });
    const api = mockApi({
      'POST /api/staff/directors': ({ body }) => {
        created = body;
        return ok(saved({ image: 'portrait.jpg', image_width: 800, image_height: 800 }), 'The board member has been saved as a draft.');
      },
      'POST /api/staff/directors/12/publish': ok(saved({ status: 'published', publish_at: '2026-11-25T10:00:00.000Z' }), 'The board member is published: visitors see it on the board now.'),
    });
    renderPage(<StaffBoardMemberPage />, { path: '/staff/board/new' });
    const u = user();
    await u.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Hina Baloch');
    await u.type(screen.getByRole('textbox', { name: /^Position/ }), 'Director, Research');
    await u.type(screen.getByRole('textbox', { name: /^Bio/ }), 'Hina runs the association’s surveys.');
    await u.upload(screen.getByLabelText('Portrait'), new File(['jpg'], 'hina.jpg', { type: 'image/jpeg' }));

    const dialog = await screen.findByRole('dialog', { name: 'Crop the picture' });
    const picture = within(dialog).getByAltText('The chosen picture');
    Object.defineProperty(picture, 'naturalWidth', { value: 900 });
    Object.defineProperty(picture, 'naturalHeight', { value: 1200 });
    fireEvent.load(picture);
    await u.click(within(dialog).getByRole('button', { name: 'Use this picture' }));
    // What uploads is the cropped square, not the chosen file.
    await waitFor(() => expect(uploadImage).toHaveBeenCalledTimes(1));
    const sent = jest.mocked(uploadImage).mock.calls[0][0];
    expect(sent).toMatchObject({ name: 'hina.jpg', type: 'image/jpeg' });
    expect(await sent.text()).toBe('cropped');

    await u.type(screen.getByRole('textbox', { name: /^LinkedIn/ }), 'https://www.linkedin.com/in/hina');
    await u.click(screen.getByRole('button', { name: 'Publish now' }));
    await findNotification('Success', 'The board member is published: visitors see it on the board now.');
    expect(created).toEqual({ name: 'Hina Baloch', position: 'Director, Research', bio: 'Hina runs the association’s surveys.', image: 'portrait.jpg', linkedin: 'https://www.linkedin.com/in/hina' });
    expect(api.calls).toEqual(['POST /api/staff/directors', 'POST /api/staff/directors/12/publish']);
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/staff/board/12');
  });
});

describe('staff: a board member', () => {
  it('previews the board with the draft member, shown by their initials until a portrait is uploaded', async () => {
    mockApi({
      'GET /api/staff/directors/12': ok(saved()),
      'GET /api/staff/directors/12/preview': ok([
        { id: 1, name: 'Dr. Saima Rahman', position: 'Chairperson', bio: 'Saima teaches.', image: 'saima.png', image_width: 256, image_height: 256, linkedin: null },
        { id: 12, name: 'Hina Baloch', position: 'Director, Research', bio: 'Hina runs the association’s surveys.', image: null, image_width: null, image_height: null, linkedin: null },
      ]),
    });
    renderPage(<StaffBoardMemberPage />, { path: '/staff/board/:directorId', at: '/staff/board/12' });
    expect(await screen.findByText('Draft')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Preview' }));
    const banner = await screen.findByRole('complementary', { name: 'Preview — not published' });
    const preview = within(banner.parentElement!);
    expect(await preview.findByRole('img', { name: 'Portrait of Dr. Saima Rahman' })).toBeInTheDocument();
    expect(preview.getByRole('img', { name: 'Hina Baloch (no portrait yet)' })).toHaveTextContent('HB');
  });

  it('takes a published member back to a draft', async () => {
    const api = mockApi({
      'GET /api/staff/directors/12': ok(saved({ status: 'published', publish_at: '2026-11-20T05:00:00.000Z' })),
      'POST /api/staff/directors/12/unpublish': ok(saved(), 'The board member is a draft again: only staff can see it.'),
    });
    renderPage(<StaffBoardMemberPage />, { path: '/staff/board/:directorId', at: '/staff/board/12' });
    expect(await screen.findByRole('link', { name: 'See it on Our Leadership' })).toHaveAttribute('href', '/board');
    await user().click(screen.getByRole('button', { name: 'Unpublish' }));
    await findNotification('Success', 'The board member is a draft again: only staff can see it.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument());
    expect(api.calls).toContain('POST /api/staff/directors/12/unpublish');
  });
});
