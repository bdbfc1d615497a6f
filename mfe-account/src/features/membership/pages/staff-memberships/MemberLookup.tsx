import { useState } from 'react';
import { errorMessage } from 'shared-api';
import { getMemberMembership } from '../../api';
import { Box, Button, chakra, Text, useNavigate } from 'shared-ui';
import { FilterLabel } from 'shared-ui/staff';

const LookupInput = chakra('input', { base: { borderWidth: '1px', borderRadius: 'l2', px: '3', h: '10', w: 'full', minW: '0', bg: 'bg' } });

/** Opens a member's membership by what staff have in hand: the MEMBER ID on their certificate, or their e-mail. */
export function MemberLookup() {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [looking, setLooking] = useState(false);
  const [lookupError, setLookupError] = useState<string | null>(null);
  return (
    <chakra.form
      role="search"
      aria-label="Find a member"
      display="flex"
      gap="2"
      alignItems="end"
      w="full"
      maxW="lg"
      mb="6"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!typed.trim()) return;
        // What staff typed (a MEMBER ID, an e-mail) is resolved first, so the member's page has a stable address
        // that survives a reload: their public id, never an e-mail in the path.
        setLooking(true);
        setLookupError(null);
        try {
          const { data } = await getMemberMembership(typed.trim());
          navigate(`/staff/memberships/${encodeURIComponent(data.member_id)}`);
        } catch (error) {
          setLookupError(errorMessage(error));
        } finally {
          setLooking(false);
        }
      }}
    >
      <Box flex="1" minW="0">
        <FilterLabel htmlFor="member-lookup">MEMBER ID or e-mail</FilterLabel>
        <LookupInput
          id="member-lookup"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder="FAP-7K3M-Q9TD or name@example.com"
          autoComplete="off"
          aria-invalid={lookupError ? true : undefined}
          aria-describedby={lookupError ? 'member-lookup-error' : undefined}
        />
        {lookupError && (
          <Text id="member-lookup-error" role="alert" color="fg.error" fontSize="sm" mt="1">
            {lookupError}
          </Text>
        )}
      </Box>
      <Button type="submit" colorPalette="brand" loading={looking}>
        Open
      </Button>
    </chakra.form>
  );
}
