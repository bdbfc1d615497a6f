import type { BlogStatus } from 'shared-api/blogs-admin';
import { Badge } from 'shared-ui';

const LOOKS: Record<BlogStatus, { palette: string; label: string }> = {
  draft: { palette: 'orange', label: 'Draft' },
  scheduled: { palette: 'blue', label: 'Scheduled' },
  published: { palette: 'green', label: 'Published' },
};

/** A post's state as staff read it. */
export function BlogStatusBadge({ status }: { status: BlogStatus }) {
  const { palette, label } = LOOKS[status];
  return (
    <Badge colorPalette={palette} variant="subtle">
      {label}
    </Badge>
  );
}
