import { defineQuery } from 'shared-api';
import { getMemberMembership, membershipKeys, useGrantMembership, usePackages } from '../../api';
import { useQuery } from 'shared-api/query';
import { membershipGrantSchema } from '../../staff-validation';
import { Badge, Box, Card, formatDate, formatPKR, Heading, HStack, PageFrame, PageSection, RouterLink, SimpleGrid, Stack, submitCall, Text, useParams } from 'shared-ui';
import { Form, Formik, SelectField, SubmitButton, TextareaField, TextField } from 'shared-ui/forms';
import { membershipSummary } from '../../../member-accounts/staff-parts';

interface GrantForm {
  package_id: string;
  months: string;
  ends_on: string;
  reason: string;
}

function GrantMembership({ memberId }: { memberId: string }) {
  const packages = usePackages();
  const granting = useGrantMembership(memberId);
  const paid = (packages.data ?? []).filter((p) => p.price > 0);
  return (
    <Formik<GrantForm>
      initialValues={{ package_id: '', months: '12', ends_on: '', reason: '' }}
      validationSchema={membershipGrantSchema}
      validateOnChange={false}
      onSubmit={submitCall(
        (values) =>
          granting.mutateAsync({
            package_id: Number(values.package_id),
            ...(values.ends_on ? { ends_on: values.ends_on } : { months: Number(values.months) }),
            reason: values.reason,
          }),
        {
          onSuccess: (_result, helpers) => helpers.resetForm(),
        },
      )}
    >
      <Form noValidate aria-label="Grant a membership">
        <Stack gap="4">
          <SelectField name="package_id" label="Package" options={paid.map((p) => ({ value: String(p.id), label: p.name }))} placeholder="Choose a package" required />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField name="months" label="Months" type="number" />
            <TextField name="ends_on" label="Or ends on" type="date" />
          </SimpleGrid>
          <TextareaField name="reason" label="Reason" rows={2} maxLength={500} required />
          <Box>
            <SubmitButton>Grant membership</SubmitButton>
          </Box>
        </Stack>
      </Form>
    </Formik>
  );
}

/** Staff: one member's membership, every period with who granted it and why, their orders, and a grant by hand. */
export default function StaffMemberMembershipPage() {
  const { memberId = '' } = useParams();
  const query = useQuery(defineQuery(membershipKeys.member(memberId), () => getMemberMembership(memberId)));
  return (
    <PageSection title="Member’s membership">
      <Text mb="4">
        <RouterLink to="/staff/memberships">All memberships</RouterLink>
      </Text>
      <PageFrame query={query} what="this member’s membership" notFound={{ title: 'No member has this MEMBER ID or e-mail', back: { to: '/staff/memberships', label: 'Memberships' } }}>
        {(member) => (
          <Stack gap="5">
            <Card.Root>
              <Card.Body gap="2">
                <Heading as="h2" size="lg">
                  {member.name}
                </Heading>
                <Text color="fg.muted" overflowWrap="anywhere">
                  {member.member_id_formatted} · {member.email}
                </Text>
                <HStack gap="2" flexWrap="wrap">
                  <Text fontWeight="medium">
                    {membershipSummary(
                      member.membership.membership_package,
                      member.membership.membership_status,
                      member.membership.membership_end_date ? member.membership.membership_end_date_formatted : null,
                    )}
                  </Text>
                  {member.membership.moves_to_seed_on && <Badge colorPalette="orange">Chose Seed</Badge>}
                </HStack>
                <Text color="fg.muted">Since {member.membership.membership_start_date_formatted}</Text>
              </Card.Body>
            </Card.Root>
            <Stack as="section" gap="2" aria-labelledby="periods-heading">
              <Heading as="h3" size="md" id="periods-heading">
                Membership history
              </Heading>
              {member.periods.length === 0 ? (
                <Text color="fg.muted">On Seed since joining: no paid or granted membership.</Text>
              ) : (
                <Stack as="ol" gap="2" listStyleType="none">
                  {member.periods.map((p) => (
                    <Card.Root as="li" key={p.id} size="sm" variant="outline">
                      <Card.Body>
                        <Text fontWeight="semibold">
                          {p.package}: {formatDate(p.starts_at)} – {p.ends_at ? formatDate(p.ends_at) : 'no end'}
                        </Text>
                        <Text fontSize="sm" color="fg.muted">
                          {p.source === 'order' ? `Paid, order #${p.order_id}` : `Granted by ${p.granted_by ?? 'staff'}: ${p.reason ?? ''}`}
                        </Text>
                      </Card.Body>
                    </Card.Root>
                  ))}
                </Stack>
              )}
            </Stack>
            <Stack as="section" gap="2" aria-labelledby="orders-heading">
              <Heading as="h3" size="md" id="orders-heading">
                Orders
              </Heading>
              {member.orders.length === 0 ? (
                <Text color="fg.muted">No orders.</Text>
              ) : (
                <Stack as="ul" gap="1" listStyleType="none">
                  {member.orders.map((o) => (
                    <HStack as="li" key={o.id} justify="space-between" gap="3" borderBottomWidth="1px" py="2" flexWrap="wrap">
                      <Text>
                        #{o.id} · {o.event_name}
                      </Text>
                      <HStack gap="2">
                        <Text>{formatPKR(o.grand_total)}</Text>
                        <Badge colorPalette={statusPalette(o.status)}>{o.status}</Badge>
                      </HStack>
                    </HStack>
                  ))}
                </Stack>
              )}
            </Stack>
            <Card.Root as="section" aria-labelledby="grant-heading">
              <Card.Body gap="3">
                <Heading as="h3" size="md" id="grant-heading">
                  Grant a membership
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  For a sponsored member, for example. It starts today, or when their current paid membership ends. The reason is kept in the audit log.
                </Text>
                <GrantMembership memberId={member.member_id} />
              </Card.Body>
            </Card.Root>
          </Stack>
        )}
      </PageFrame>
    </PageSection>
  );
}

const STATUS_PALETTE: Record<string, string> = { paid: 'green', pending: 'orange' };

function statusPalette(status: string) {
  return STATUS_PALETTE[status] ?? 'gray';
}
