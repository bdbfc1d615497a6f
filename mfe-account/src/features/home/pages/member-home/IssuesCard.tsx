import { plural, t } from '@lingui/core/macro';
import type { MemberHome } from '../../shapes';
import { Badge, Button, HStack, Link, RouterLink, Stack, Text } from 'shared-ui';
import { HomeCard } from './HomeCard';

/** The member's open issues, newest first; those with a staff reply they have not read are marked. */
export function IssuesCard({ issues }: { issues: MemberHome['issues'] }) {
  const { open, unread, items } = issues;
  return (
    <HomeCard name="your-open-issues" title={t`Your open issues`} more={{ to: '/dashboard/issues', label: t`All issues` }}>
      {open === 0 ? (
        <Stack gap="3" align="start">
          <Text color="fg.muted">{t`You have no open issues. When you need help with banking, taxation or anything else, raise an issue and our team will respond.`}</Text>
          <Button asChild size="sm" colorPalette="brand" variant="outline">
            <RouterLink to="/dashboard/issues/new">{t`Raise an issue`}</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {plural(open, { one: '# open issue', other: '# open issues' })}
            {unread > 0 ? ` · ${plural(unread, { one: '# has a new reply from our team', other: '# have a new reply from our team' })}` : ''}
          </Text>
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Your open issues, newest first`}>
            {items.map((issue) => (
              <HStack as="li" key={issue.id} justify="space-between" align="start" gap="3">
                <Link asChild colorPalette="brand" fontWeight={issue.unread ? 'bold' : 'medium'} overflowWrap="anywhere" minW="0">
                  <RouterLink to={`/dashboard/issues/${issue.id}`} dir="auto">{issue.title}</RouterLink>
                </Link>
                {issue.unread && (
                  <Badge colorPalette="orange" variant="subtle" flexShrink={0}>
                    {t`New reply`}
                  </Badge>
                )}
              </HStack>
            ))}
          </Stack>
        </Stack>
      )}
    </HomeCard>
  );
}
