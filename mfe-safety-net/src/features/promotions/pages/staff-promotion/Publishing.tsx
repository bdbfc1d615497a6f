import { errorMessage } from 'shared-api';
import type { StaffPromotion } from '../../shapes';
import { Button, HStack, Link, notifyError, notifySuccess, RouterLink, Stack, Text } from 'shared-ui';
import { useSetPromotionPublished } from '../../api';

/**
 * Whether members see the promotion. A new one is a draft that only staff see: they preview its page as members will
 * see it, then publish it; a published one can become a draft again (codes already claimed stay with the members).
 */
export function Publishing({ promotion }: { promotion: StaffPromotion }) {
  const publishing = useSetPromotionPublished(promotion.id);
  const toggle = async () => {
    try {
      const { message } = await publishing.mutateAsync(!promotion.published);
      notifySuccess(message);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {promotion.published ? 'Members see this promotion under Discounts & Promotions and can redeem it.' : 'A draft: only staff see it. Preview it, then publish it when it is ready.'}
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button size="sm" colorPalette="brand" variant={promotion.published ? 'outline' : 'solid'} loading={publishing.isPending} onClick={() => void toggle()}>
          {promotion.published ? 'Make it a draft again' : 'Publish the promotion'}
        </Button>
        <Link asChild fontSize="sm" color="brand.fg">
          <RouterLink to={`/staff/promotions/${promotion.id}/preview`}>Preview as members will see it</RouterLink>
        </Link>
      </HStack>
    </Stack>
  );
}
