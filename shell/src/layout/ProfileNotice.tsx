import { useSyncExternalStore } from 'react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { withReferrer } from 'shared-api';
import { Button, CloseButton, Container, Flex, RouterLink, Text, COMPLETE_PROFILE_PATH } from 'shared-ui';

const CLOSED_KEY = 'profile-banner-closed';
const closedListeners = new Set<() => void>();
const subscribeClosed = (listener: () => void) => {
  closedListeners.add(listener);
  return () => closedListeners.delete(listener);
};
const closeBanner = () => {
  sessionStorage.setItem(CLOSED_KEY, '1');
  closedListeners.forEach((listener) => listener());
};

/**
 * The banner itself, an island (docs/decisions/028) that hydrates at idle: the server cannot know this browser closed
 * it, so its first view shows the banner, and hydration then removes it. `from` is the page it is on: saving the
 * profile leads back there (spec: core §4), to the plan a new member was about to buy, say.
 */
export function ProfileNotice({ from }: { from: string }) {
  const closed = useSyncExternalStore(subscribeClosed, () => sessionStorage.getItem(CLOSED_KEY) === '1', () => false);
  if (closed) return null;
  return (
    <Flex role="region" aria-label={t`Complete your profile`} bg="brand.subtle" borderBottomWidth="1px" borderColor="brand.muted">
      <Container maxW="7xl" py="2" px={{ base: 4, md: 6 }}>
        <Flex align="center" gap="3" wrap="wrap">
          <Text flex="1" minW="12rem" fontSize="sm">
            <Trans>Your profile is incomplete. Complete it to appear in the directory and use every member benefit.</Trans>
          </Text>
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={withReferrer(COMPLETE_PROFILE_PATH, from)}>
              <Trans>Complete your profile</Trans>
            </RouterLink>
          </Button>
          <CloseButton size="sm" aria-label={t`Close`} onClick={closeBanner} />
        </Flex>
      </Container>
    </Flex>
  );
}
