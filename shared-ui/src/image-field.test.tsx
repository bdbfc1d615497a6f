import { screen, waitFor } from '@testing-library/react';
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
