import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { defineQuery, useRead } from 'shared-api';
import { getCorporatePartners, getPartners, homeContentKeys } from '../../features/home-content/public-calls';
import { Box, Button, Center, PageFrame, Section, Skeleton } from 'shared-ui';
import { LogoGrid } from '../../features/home-content/LogoGrid';

function OtherPartners() {
  const query = useRead(defineQuery(homeContentKeys.partners, getPartners));
  return (
    <Box mt="4">
      <PageFrame query={query} what={t`the other partners`} skeleton={<Skeleton h="40" />}>
        {(partners) => <LogoGrid partners={partners} label={t`Other partners`} />}
      </PageFrame>
    </Box>
  );
}

/** Corporate partners, with View More / View Less toggling the other partners. */
export function Partners() {
  const query = useRead(defineQuery(homeContentKeys.corporatePartners, getCorporatePartners));
  const [more, setMore] = useState(false);
  return (
    <Section id="partners" title={t`Our corporate partners`} lead={t`Companies and institutions that offer our members benefits, training and opportunities.`}>
      <PageFrame query={query} what={t`our partners`} skeleton={<Skeleton h="24" />}>
        {(partners) => (
          <>
            <LogoGrid partners={partners} label={t`Corporate partners`} />
            <Box id="other-partners">{more && <OtherPartners />}</Box>
            <Center mt="6">
              <Button variant="outline" colorPalette="brand" aria-expanded={more} aria-controls="other-partners" onClick={() => setMore((v) => !v)}>
                {more ? t`View Less` : t`View More`}
              </Button>
            </Center>
          </>
        )}
      </PageFrame>
    </Section>
  );
}
