// i18n-english: the staff's promotion form (docs/decisions/030).
import { ImageField } from 'shared-ui/image-field';

/** The partner's logo: uploaded at once (its bytes are checked by the server), kept as the upload's key. */
export function LogoField() {
  return (
    <ImageField
      name="company_logo"
      label="Company logo"
      look="logo"
      alt="The company's logo"
      empty="No logo"
      uploadingLabel="Uploading the logo"
      hint="It shows in a 160 × 64 box."
      removeLabel="Remove the logo"
    />
  );
}
