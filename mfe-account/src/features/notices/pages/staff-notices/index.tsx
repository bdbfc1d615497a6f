import type { ReactNode } from 'react';
import { Card, Heading, PageFrame, PageSection, Stack, Text } from 'shared-ui';
import { useNoticesOverview } from '../../api';
import type { NoticesOverview } from '../../shapes';
import { MonthFigures, NoticeFigure, NoticeFigures } from '../../staff-parts';
import { TemplateCard } from './TemplateCard';

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={`${id}-heading`}>
      <Card.Body gap="4">
        <Heading as="h2" size="lg" id={`${id}-heading`}>
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** Whether the site sends on a channel; members are offered only the channels it sends on. */
const setUp = (on: boolean, channel: string) => (on ? 'Set up' : `Not set up: members are not offered ${channel}`);

function Overview({ overview }: { overview: NoticesOverview }) {
  const { offered } = overview;
  return (
    <Stack gap="5">
      <Part id="month" title="Messages this month">
        <MonthFigures month={overview.this_month} />
        <Text fontSize="sm" color="fg.muted">
          Since the first of the month (Karachi time). Each message costs money, and an SMS is charged by its parts: up to 160 characters fit in one (70 in Urdu).
        </Text>
      </Part>
      <Part id="members" title="Members who chose">
        <NoticeFigures label="Members who chose">
          <NoticeFigure label="WhatsApp">{overview.members.whatsapp}</NoticeFigure>
          <NoticeFigure label="SMS">{overview.members.sms}</NoticeFigure>
        </NoticeFigures>
        <Text fontSize="sm" color="fg.muted">
          Every member gets their notices by e-mail too.
        </Text>
      </Part>
      <Part id="channels" title="Channels on this site">
        <NoticeFigures label="Channels on this site">
          <NoticeFigure label="WhatsApp">{setUp(offered.whatsapp, 'WhatsApp')}</NoticeFigure>
          <NoticeFigure label="SMS">{setUp(offered.sms, 'SMS')}</NoticeFigure>
        </NoticeFigures>
      </Part>
      <Stack as="section" aria-labelledby="templates-heading" gap="3">
        <Heading as="h2" size="lg" id="templates-heading">
          Templates
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          What a member receives for each notice: the WhatsApp template as Meta approved it, in English and Urdu, which is also the SMS’s text. A changed text must be approved again before it is sent.
        </Text>
        {overview.templates.map((template) => (
          <TemplateCard key={template.notice} template={template} />
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * Staff: `/staff/notices`, the WhatsApp and SMS notices: this month's messages (they cost money), the members who chose
 * each channel, whether each channel is set up on this site, and each notice's approved template.
 */
export default function StaffNoticesPage() {
  const query = useNoticesOverview();
  return (
    <PageSection title="Notices" lead="The notices members get on WhatsApp or SMS, besides the e-mail that always goes.">
      <PageFrame query={query} what="the notices">
        {(overview) => <Overview overview={overview} />}
      </PageFrame>
    </PageSection>
  );
}
