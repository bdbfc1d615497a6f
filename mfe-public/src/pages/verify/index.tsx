import { useRead } from 'shared-api';
import { membershipKeys, verifyCertificate } from 'shared-api/membership';
import { Badge, Box, Card, formatDate, Heading, PageFrame, PageSection, Stack, Text, useParams } from 'shared-ui';

/**
 * Where a certificate's QR code leads: whether the membership it shows runs today, for whom and until when — nothing
 * else about the member. Anyone may open it; the code in the address is the only key.
 */
export default function VerifyPage() {
  const { code = '' } = useParams();
  const query = useRead({ queryKey: membershipKeys.verify(code), queryFn: async () => (await verifyCertificate(code)).data });
  return (
    <PageSection title="Verify a certificate" width="2xl">
      <PageFrame
        query={query}
        what="this certificate"
        notFound={{ title: 'This certificate could not be found', back: { to: '/', label: 'Home' } }}
      >
        {(certificate) => (
          <Card.Root borderColor={certificate.valid ? 'green.solid' : 'red.solid'} borderWidth="2px">
            <Card.Body gap="5">
              <Stack gap="2" align="start">
                <Badge colorPalette={certificate.valid ? 'green' : 'red'} size="lg" variant="solid">
                  {certificate.valid ? 'Valid' : 'Not valid'}
                </Badge>
                <Heading as="h2" size="lg">
                  {certificate.valid ? 'This membership is valid today.' : 'This membership is not valid today.'}
                </Heading>
              </Stack>
              <Stack as="dl" gap="3">
                <Box>
                  <Text as="dt" fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                    Member
                  </Text>
                  <Text as="dd" fontSize="lg" fontWeight="semibold">
                    {certificate.name}
                  </Text>
                </Box>
                <Box>
                  <Text as="dt" fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                    Package
                  </Text>
                  <Text as="dd">{certificate.package}</Text>
                </Box>
                <Box>
                  <Text as="dt" fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                    {certificate.valid ? 'Valid until' : 'Ended'}
                  </Text>
                  <Text as="dd">{certificate.valid_until ? formatDate(certificate.valid_until) : 'No end date'}</Text>
                </Box>
              </Stack>
              <Text fontSize="sm" color="fg.muted">
                Checked on {formatDate(new Date())} with the association’s records.
              </Text>
            </Card.Body>
          </Card.Root>
        )}
      </PageFrame>
    </PageSection>
  );
}
