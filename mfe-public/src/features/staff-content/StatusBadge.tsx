import type { PublishState } from 'shared-api/validation/publishing';
import { Badge } from 'shared-ui';

const LOOKS: Record<PublishState, { palette: string; label: string }> = {
  draft: { palette: 'orange', label: 'Draft' },
  scheduled: { palette: 'blue', label: 'Scheduled' },
  published: { palette: 'green', label: 'Published' },
};

/** A record's state as staff read it (a blog post, a press release, a publication…). */
export function StatusBadge({ status }: { status: PublishState }) {
  const { palette, label } = LOOKS[status];
  return (
    <Badge colorPalette={palette} variant="subtle">
      {label}
    </Badge>
  );
}
