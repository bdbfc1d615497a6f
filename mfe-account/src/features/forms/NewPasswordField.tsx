import { t } from '@lingui/core/macro';
import { TextField } from 'shared-ui/forms';

/**
 * A field where a member chooses a password (registration, reset, change). It says the rule before the first try
 * (docs/decisions/036): shared-api's new-password rule, which the form checks (length, the most used passwords, the
 * member's name and e-mail) and the server checks again with the whole kept list of common and leaked passwords.
 */
export function NewPasswordField({ name = 'password', label }: { name?: string; label: string }) {
  return <TextField name={name} label={label} type="password" autoComplete="new-password" helper={t`At least 8 characters. Avoid common passwords and your name or e-mail.`} required />;
}
