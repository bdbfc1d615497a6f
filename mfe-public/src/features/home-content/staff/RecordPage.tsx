import type { ReactNode } from 'react';
import type { ApiResult, QueryState } from 'shared-api';
import type { PublishState } from 'shared-api/validation/publishing';
import { BackLink, PageFrame, PageSection, Stack } from 'shared-ui';
import { PublishingPanel } from '../../staff-content/PublishingPanel';

interface Publishable {
  id: number;
  status: PublishState;
  publish_at: string | null;
}

export interface RecordPageProps {
  title: string;
  lead?: string;
  back: { to: string; label: string };
  children: ReactNode;
}

/** A staff record's page: its title, the way back to its list, and what it holds. */
export function RecordPage({ title, lead, back, children }: RecordPageProps) {
  return (
    <PageSection title={title} lead={lead} width="3xl">
      <BackLink to={back.to} mb="4">
        {back.label}
      </BackLink>
      {children}
    </PageSection>
  );
}

export interface SavedRecordProps<R extends Publishable> {
  query: QueryState<R>;
  /** the record's noun for the loading and not-found words: 'this board member' */
  what: string;
  notFound: { title: string; back: { to: string; label: string } };
  says: Record<PublishState, string>;
  /** the public page that shows it: 'See it on the board' */
  shownOn?: { path: string; link: string };
  preview(record: R): ReactNode;
  unpublish: { mutateAsync(): Promise<ApiResult<unknown>>; isPending: boolean };
  /** the record's form */
  children(record: R): ReactNode;
}

/** A saved record: whether visitors see it (and its preview, its Unpublish), then its form. */
export function SavedRecord<R extends Publishable>({ query, what, notFound, says, shownOn, preview, unpublish, children }: SavedRecordProps<R>) {
  return (
    <PageFrame query={query} what={what} notFound={notFound}>
      {(record) => (
        <Stack gap="6">
          <PublishingPanel
            status={record.status}
            publishAt={record.publish_at}
            says={says}
            address={shownOn}
            preview={() => preview(record)}
            unpublish={() => unpublish.mutateAsync()}
            unpublishing={unpublish.isPending}
          />
          {children(record)}
        </Stack>
      )}
    </PageFrame>
  );
}
