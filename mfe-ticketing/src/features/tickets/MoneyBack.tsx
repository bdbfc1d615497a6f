import type { Order } from 'shared-api';
import { Text } from 'shared-ui';
import { i18n } from '#i18n';

/**
 * Where a refunded order's money goes back and when, with the reference staff recorded: the server's sentence (one
 * per way, kept with its Urdu in shared-api's catalog) in the page's language. The reference stays left to right.
 */
export function MoneyBack({ order }: { order: Order }) {
  if (order.status !== 'refunded' || !order.refund) return null;
  const { money_back: sentence, reference } = order.refund;
  const text = i18n.text(sentence);
  const at = reference ? text.indexOf(reference) : -1;
  return (
    <Text as="span" display="block" fontSize="sm" fontWeight="normal" color="fg.muted" mt="1">
      {at < 0 || !reference ? (
        text
      ) : (
        <>
          {text.slice(0, at)}
          <bdi dir="ltr">{reference}</bdi>
          {text.slice(at + reference.length)}
        </>
      )}
    </Text>
  );
}
