import { Link, PageSection, RouterLink, Text } from 'shared-ui';

// spec: second §2.5 — texts reproduced exactly.
export default function OrderThankyouPage() {
  return (
    <PageSection title="Your order was placed successfully!">
      <Text mb="4">Thankyou, an email regarding your order has been sent to your email account</Text>
      <Link asChild colorPalette="brand">
        <RouterLink to="/dashboard/orders">View all orders</RouterLink>
      </Link>
    </PageSection>
  );
}
