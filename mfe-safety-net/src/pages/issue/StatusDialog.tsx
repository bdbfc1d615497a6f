import type { Issue, IssueAction } from 'shared-api';
import { ISSUE_ACTIONS } from 'shared-api/issues';
import { Button, Stack, Text } from 'shared-ui';
import { SimpleDialog } from 'shared-ui/overlays';

const actions = Object.keys(ISSUE_ACTIONS) as IssueAction[];

/**
 * The Change Status dialog (spec: core §4): Reopen Issue, Mark Resolved, Mark Closed. An action that cannot start
 * from the issue's status is shown but cannot be chosen; the server refuses it too.
 */
export default function StatusDialog({ issue, busy, onChoose, onClose }: { issue: Issue; busy: IssueAction | null; onChoose(action: IssueAction): void; onClose(): void }) {
  const status = issue.status.name;
  return (
    <SimpleDialog title="Change Status" onClose={onClose}>
      <Text mb="4" color="fg.muted">
        This issue is {status}.
      </Text>
      <Stack gap="3">
        {actions.map((action) => {
          const { label, from } = ISSUE_ACTIONS[action];
          const possible = (from as readonly string[]).includes(status);
          return (
            <Button
              key={action}
              variant={action === 'resolve' ? 'solid' : 'outline'}
              colorPalette="brand"
              disabled={!possible || busy !== null}
              loading={busy === action}
              onClick={() => onChoose(action)}
            >
              {label}
            </Button>
          );
        })}
      </Stack>
    </SimpleDialog>
  );
}
