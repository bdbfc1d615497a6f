import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { useRead } from 'shared-api';
import { membershipKeys, verifyCertificate } from 'shared-api/membership';
import { Badge, Box, Card, formatDate, Heading, PageFrame, PageSection, Stack, Text, useParams } from 'shared-ui';

type Verification = Awaited<ReturnType<typeof verifyCertificate>>['data'];

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text as="dd" overflowWrap="anywhere">
        {children}
      </Text>
    </Box>
  );
}

/** The member's MEMBER ID as the certificate and the member's pages print it (FAP-…), read and copied whole. */
function MemberId({ id }: { id: string }) {
  return (
    <Detail label={t`MEMBER ID`}>
      <Text as="span" dir="ltr" fontFamily="mono" fontWeight="semibold" whiteSpace="nowrap">
        {id}
      </Text>
    </Detail>
  );
}

function Verdict({ valid, badge, heading }: { valid: boolean; badge: string; heading: string }) {
  return (
    <Stack gap="2" align="start">
      <Badge colorPalette={valid ? 'green' : 'red'} size="lg" variant="solid">
        {badge}
      </Badge>
      <Heading as="h2" size="lg">
        {heading}
      </Heading>
    </Stack>
  );
}

/** What the certificate says, as the association's records confirm it: a membership's or a course's. */
function Certificate({ certificate }: { certificate: Verification }) {
  if (certificate.kind === 'course') {
    return (
      <>
        <Verdict
          valid={certificate.valid}
          badge={certificate.valid ? t`Genuine` : t`Withdrawn`}
          heading={certificate.valid ? t`This course certificate is genuine.` : t`This course certificate has been withdrawn.`}
        />
        <Stack as="dl" gap="3">
          <Detail label={t`Awarded to`}>
            <Text as="span" fontSize="lg" fontWeight="semibold">
              {certificate.name}
            </Text>
          </Detail>
          <MemberId id={certificate.member_id_formatted} />
          <Detail label={t`Course`}>{certificate.course}</Detail>
          <Detail label={t`Programme`}>{certificate.programme}</Detail>
          <Detail label={t`Awarded on`}>{formatDate(certificate.issued_on)}</Detail>
          {certificate.score ? <Detail label={t`Score`}>{certificate.score}</Detail> : null}
        </Stack>
      </>
    );
  }
  return (
    <>
      <Verdict
        valid={certificate.valid}
        badge={certificate.valid ? t`Valid` : t`Not valid`}
        heading={certificate.valid ? t`This membership is valid today.` : t`This membership is not valid today.`}
      />
      <Stack as="dl" gap="3">
        <Detail label={t`Member`}>
          <Text as="span" fontSize="lg" fontWeight="semibold">
            {certificate.name}
          </Text>
        </Detail>
        <MemberId id={certificate.member_id_formatted} />
        <Detail label={t`Package`}>{certificate.package}</Detail>
        <Detail label={certificate.valid ? t`Valid until` : t`Ended`}>{certificate.valid_until ? formatDate(certificate.valid_until) : t`No end date`}</Detail>
      </Stack>
    </>
  );
}

/**
 * Where a certificate's QR code leads: for a membership, whether it runs today, for whom (name and MEMBER ID) and until
 * when; for a course, whether the certificate is genuine, for whom (the same) and for what — nothing else about the
 * member. Anyone may open it; the code in the address is the only key.
 */
export default function VerifyPage() {
  const { code = '' } = useParams();
  const query = useRead({ queryKey: membershipKeys.verify(code), queryFn: async () => (await verifyCertificate(code)).data });
  return (
    <PageSection title={t`Verify a certificate`} width="2xl">
      <PageFrame
        query={query}
        what={t`this certificate`}
        notFound={{ title: t`This certificate could not be found`, back: { to: '/', label: t`Home` } }}
      >
        {(certificate) => {
          const today = formatDate(new Date());
          return (
            <Card.Root borderColor={certificate.valid ? 'green.solid' : 'red.solid'} borderWidth="2px">
              <Card.Body gap="5">
                <Certificate certificate={certificate} />
                <Text fontSize="sm" color="fg.muted">
                  {t`Checked on ${today} with the association’s records.`}
                </Text>
              </Card.Body>
            </Card.Root>
          );
        }}
      </PageFrame>
    </PageSection>
  );
}
