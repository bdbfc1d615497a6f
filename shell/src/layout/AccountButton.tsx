import type { ComponentProps } from 'react';
import { t } from '@lingui/core/macro';
import { IconButton } from 'shared-ui';

/** The round account button of the header: the account menu's trigger, drawn before the menu's code is loaded. */
export function AccountButton(props: Omit<ComponentProps<typeof IconButton>, 'children'>) {
  return (
    <IconButton variant="outline" size="sm" borderRadius="full" aria-label={t`Account menu`} {...props}>
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" />
      </svg>
    </IconButton>
  );
}
