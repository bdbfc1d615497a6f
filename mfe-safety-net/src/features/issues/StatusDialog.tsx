import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import type { IssueAction, IssueStatus } from 'shared-api';
import { Button, Stack, Text } from 'shared-ui';
import { SimpleDialog } from 'shared-ui/overlays';
import { actionLabel, statusLabel } from './labels';
import { ISSUE_ACTIONS } from 'shared-api';

const actions = Object.keys(ISSUE_ACTIONS) as IssueAction[];

/**
 * The moves that apply to an issue in `status` (spec: core §4): an Open issue is resolved or closed, a Resolved one
 * reopened or closed, a Closed one reopened. The server refuses any other.
 */
export const movesFrom = (status: IssueStatus) => actions.filter((action) => (ISSUE_ACTIONS[action].from as readonly IssueStatus[]).includes(status));

/**
 * The Change Status dialog of members and staff (spec: core §4: Reopen Issue, Mark Resolved, Mark Closed), offering
 * only the moves that apply to the issue's status. `note` says what else a move does (staff: the member is told).
 */
export default function StatusDialog({ status, busy, note, onChoose, onClose }: { status: IssueStatus; busy: IssueAction | null; note?: ReactNode; onChoose(action: IssueAction): void; onClose(): void }) {
  const current = statusLabel(status);
  return (
    <SimpleDialog title={t`Change Status`} onClose={onClose}>
      <Text mb={note ? '1' : '4'} color="fg.muted">
        {t`This issue is ${current}.`}
      </Text>
      {note && (
        <Text mb="4" fontSize="sm" color="fg.muted">
          {note}
        </Text>
      )}
      <Stack gap="3">
        {movesFrom(status).map((action) => (
          <Button
            key={action}
            variant={action === 'resolve' || (action === 'open' && status === 'Closed') ? 'solid' : 'outline'}
            colorPalette="brand"
            disabled={busy !== null}
            loading={busy === action}
            onClick={() => onChoose(action)}
          >
            {actionLabel(action)}
          </Button>
        ))}
      </Stack>
    </SimpleDialog>
  );
}
