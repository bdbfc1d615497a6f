import { useEffect, useSyncExternalStore } from 'react';
import { msg } from '@lingui/core/macro';
import { Link as RouterLink, useLocation } from 'react-router';
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { i18n } from '#i18n';

export const COMPLETE_PROFILE_PATH = '/dashboard/complete-profile';

// How many complete-profile notices the page shows now (shared-ui is one instance for the shell and every
// remote), so that the shell's banner steps aside instead of saying the same thing twice.
let shown = 0;
const listeners = new Set<() => void>();
const setShown = (change: number) => {
  shown += change;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a complete-profile notice is on the page. */
// (Effects count the notices, so a server render, which runs none, always answers no.)
const noticeShown = () => shown > 0;
export const useCompleteProfileNoticeShown = () => useSyncExternalStore(subscribe, noticeShown, () => false);

/** Replaces the content of a page that needs a complete profile (spec: core §2). */
export function CompleteProfileNotice() {
  const location = useLocation();
  const referrer = encodeURIComponent(location.pathname + location.search);
  useEffect(() => {
    setShown(1);
    return () => setShown(-1);
  }, []);
  return (
    <Box role="region" aria-labelledby="complete-profile-heading" borderWidth="1px" borderRadius="l3" p={{ base: 5, md: 8 }} bg="brand.subtle" textAlign="center">
      <Heading id="complete-profile-heading" as="h2" size="lg" mb="2">
        {i18n._(msg`Please complete your profile`)}
      </Heading>
      <Text mb="5" color="fg.muted">
        {i18n._(msg`We've noticed you haven't completed your profile. Please complete your profile before continuing`)}
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={`${COMPLETE_PROFILE_PATH}?referrer=${referrer}`}>{i18n._(msg`Complete your profile`)}</RouterLink>
      </Button>
    </Box>
  );
}
