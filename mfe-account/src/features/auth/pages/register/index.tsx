import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { withReferrer } from 'shared-api';
import { Box, Link, PageSection, RouterLink, SimpleGrid, Text, useReferrer } from 'shared-ui';
import { BenefitsPanel } from './BenefitsPanel';
import { RegisterForm } from './RegisterForm';

export default function RegisterPage() {
  const referrer = useReferrer();
  return (
    <PageSection title={t`Register`} lead={t`Membership is free. Join Pakistan's community of freelancers.`}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: 8, md: 12 }} alignItems="start">
        <Box>
          <RegisterForm />
          <Text mt="6" textAlign="center">
            <Trans>
              Already a member?{' '}
              <Link asChild colorPalette="brand" fontWeight="semibold">
                <RouterLink to={withReferrer('/login', referrer)}>Login</RouterLink>
              </Link>
            </Trans>
          </Text>
        </Box>
        <BenefitsPanel />
      </SimpleGrid>
    </PageSection>
  );
}
