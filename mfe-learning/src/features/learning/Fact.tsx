import type { ReactNode } from 'react';
import { Box, Text } from 'shared-ui';

/** One labelled fact of a record (a course's dates, an enrolment's status), inside a `<dl>`. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <Text as="dt" fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" fontWeight="medium" overflowWrap="anywhere">
        {children}
      </Box>
    </Box>
  );
}
