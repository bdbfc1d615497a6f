import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, uploadImage } from 'shared-api';
import { findNotification, renderPage } from '@test/render';
import { Form, Formik, useFormikContext } from './forms';
import { ImageField, type ImageFieldProps } from './image-field';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), uploadImage: jest.fn() }));

/** The form's value as it would be submitted. */
function Value() {
  const { values } = useFormikContext<{ logo: string | null }>();
  return <p data-testid="value">{values.logo ?? '(none)'}</p>;
}

function Page({ logo = null, ...props }: { logo?: string | null } & Partial<ImageFieldProps>) {
  return (
    <Formik initialValues={{ logo }} onSubmit={() => undefined}>
      <Form>
        <ImageField name="logo" label="Company logo" look="logo" alt="The company's logo" empty="No logo" uploadingLabel="Uploading the logo" removeLabel="Remove the logo" {...props} />
        <Value />
      </Form>
    </Formik>
  );
}

const value = () => screen.getByTestId('value').textContent;

beforeEach(() => {
  jest.mocked(uploadImage).mockReset();
  URL.createObjectURL = jest.fn(() => 'blob:chosen-picture');
  URL.revokeObjectURL = jest.fn();
});

describe('image field', () => {
  it('refuses a picture over the size limit before uploading it, with the size message', async () => {
    const user = userEvent.setup();
    renderPage(<Page />);
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Company logo'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('Image must smaller than 2MB!');
    expect(screen.getByLabelText('Company logo')).toHaveAttribute('aria-invalid', 'true');
    expect(uploadImage).not.toHaveBeenCalled();
    expect(value()).toBe('(none)');
  });

  it('refuses a file that is not JPG or PNG, with the type message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage(<Page />);
    await user.upload(screen.getByLabelText('Company logo'), new File(['gif'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only upload JPG/PNG file!');
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('uploads a chosen picture at once, previews it and keeps its stored key as the value', async () => {
    const user = userEvent.setup();
    jest.mocked(uploadImage).mockResolvedValue({ message: 'Image uploaded.', data: 'khaadim.png' });
    renderPage(<Page />);
    expect(screen.getByText('No logo')).toBeInTheDocument();
    expect(screen.getByText('JPG or PNG, up to 2 MB.')).toBeInTheDocument();
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Company logo'), logo);
    await waitFor(() => expect(value()).toBe('khaadim.png'));
    expect(uploadImage).toHaveBeenCalledWith(logo);
    expect(screen.getByRole('img', { name: "The company's logo" })).toHaveAttribute('src', 'blob:chosen-picture');
    expect(screen.queryByLabelText('Uploading the logo')).not.toBeInTheDocument();
  });

  it('shows a stored picture from storage, and empties an optional field with its remove button', async () => {
    const user = userEvent.setup();
    renderPage(<Page logo="old.png" hint="It shows in a 160 × 64 box." />);
    expect(screen.getByRole('img', { name: "The company's logo" })).toHaveAttribute('src', '/api/storage/old.png');
    expect(screen.getByText('JPG or PNG, up to 2 MB. It shows in a 160 × 64 box.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove the logo' }));
    expect(value()).toBe('(none)');
    expect(screen.getByText('No logo')).toBeInTheDocument();
  });

  it('offers to choose a picture, and another one once a picture shows, in place of the browser’s own file button', async () => {
    const user = userEvent.setup();
    jest.mocked(uploadImage).mockResolvedValue({ message: 'Image uploaded.', data: 'khaadim.png' });
    renderPage(<Page />);
    expect(screen.getByText('Choose a picture')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Company logo'), new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('Choose another picture')).toBeInTheDocument();
    // The input is the button's own, still named by the field's label alone.
    expect(screen.getByText('Choose another picture')).toContainElement(screen.getByLabelText('Company logo'));
    expect(screen.getByLabelText('Company logo')).toHaveAccessibleName('Company logo');
  });

  it('a required picture has the required mark and no remove button', () => {
    renderPage(<Page logo="old.png" required />);
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button', { name: 'Remove the logo' })).not.toBeInTheDocument();
  });

  it('an upload the server refuses is the Error notification, and the value stays as it was', async () => {
    const user = userEvent.setup();
    jest.mocked(uploadImage).mockRejectedValue(new ApiError('The file is not a picture.', 422));
    renderPage(<Page logo="old.png" />);
    await user.upload(screen.getByLabelText('Company logo'), new File(['png'], 'logo.png', { type: 'image/png' }));
    await findNotification('Error', 'The file is not a picture.');
    expect(value()).toBe('old.png');
    expect(screen.getByRole('img', { name: "The company's logo" })).toHaveAttribute('src', '/api/storage/old.png');
  });
});

describe('image field that crops', () => {
  const drawImage = jest.fn();
  beforeEach(() => {
    drawImage.mockReset();
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ({ drawImage, fillRect: jest.fn(), fillStyle: '' }) as unknown as CanvasRenderingContext2D);
    jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done, type) {
      done(new Blob([`${this.width}x${this.height}`], { type }));
    });
  });
  afterEach(() => jest.restoreAllMocks());

  /** jsdom decodes no pictures: the chosen one is 800 × 600 once its load event fires. */
  async function loadChosenPicture() {
    const picture = await screen.findByAltText('The chosen picture');
    Object.defineProperty(picture, 'naturalWidth', { value: 800 });
    Object.defineProperty(picture, 'naturalHeight', { value: 600 });
    fireEvent.load(picture);
    return picture;
  }

  it('opens the crop dialog for a chosen picture and uploads only the framed part, moved by keys and zoomed', async () => {
    const user = userEvent.setup();
    jest.mocked(uploadImage).mockResolvedValue({ message: 'Image uploaded.', data: 'portrait.jpg' });
    renderPage(<Page crop={{ aspect: 1 }} />);
    await user.upload(screen.getByLabelText('Company logo'), new File(['jpg'], 'portrait.jpeg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('dialog', { name: 'Crop the picture' })).toBeInTheDocument();
    expect(uploadImage).not.toHaveBeenCalled();
    const picture = await loadChosenPicture();
    // The square frame covers the middle 600 × 600 of the picture at first.
    expect(picture.style.left).toBe('-16.666666666666664%');

    const frame = screen.getByRole('group', { name: 'The picture in its frame' });
    frame.focus();
    await user.keyboard('{ArrowRight}');
    fireEvent.change(screen.getByLabelText('Zoom'), { target: { value: '2' } });
    await user.click(screen.getByRole('button', { name: 'Use this picture' }));

    await waitFor(() => expect(value()).toBe('portrait.jpg'));
    // Moved right by 2 % of the frame (12 px), then zoomed to twice: a 300 × 300 square around (412, 300).
    expect(drawImage).toHaveBeenCalledWith(picture, 262, 150, 300, 300, 0, 0, 300, 300);
    const sent = jest.mocked(uploadImage).mock.calls[0][0];
    expect(sent).toMatchObject({ name: 'portrait.jpg', type: 'image/jpeg' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps a PNG logo a PNG, framed in its wide box and never past the picture's edges", async () => {
    const user = userEvent.setup();
    jest.mocked(uploadImage).mockResolvedValue({ message: 'Image uploaded.', data: 'logo.png' });
    renderPage(<Page crop={{ aspect: 2.5 }} />);
    await user.upload(screen.getByLabelText('Company logo'), new File(['png'], 'logo.png', { type: 'image/png' }));
    const picture = await loadChosenPicture();
    screen.getByRole('group', { name: 'The picture in its frame' }).focus();
    await user.keyboard('{Shift>}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{/Shift}');
    await user.click(screen.getByRole('button', { name: 'Use this picture' }));
    await waitFor(() => expect(value()).toBe('logo.png'));
    // 800 × 320 is the widest 2.5 : 1 box; moving up stops at the top edge.
    expect(drawImage).toHaveBeenCalledWith(picture, 0, 0, 800, 320, 0, 0, 800, 320);
    expect(jest.mocked(uploadImage).mock.calls[0][0]).toMatchObject({ name: 'logo.png', type: 'image/png' });
  });

  it('uploads nothing when the dialog is cancelled, and keeps the stored picture', async () => {
    const user = userEvent.setup();
    renderPage(<Page logo="old.png" crop={{ aspect: 1 }} />);
    await user.upload(screen.getByLabelText('Company logo'), new File(['jpg'], 'portrait.jpg', { type: 'image/jpeg' }));
    await loadChosenPicture();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(uploadImage).not.toHaveBeenCalled();
    expect(value()).toBe('old.png');
  });

  it('refuses a wrong file with its message before any dialog opens', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage(<Page crop={{ aspect: 1 }} />);
    await user.upload(screen.getByLabelText('Company logo'), new File(['gif'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only upload JPG/PNG file!');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
