import { plural } from '@lingui/core/macro';
import { Alert } from 'shared-ui';
import { useFormikContext } from 'shared-ui/forms';

/** On a long form the first wrong field may be off screen: say so beside the button that was pressed. */
export function ErrorSummary() {
  const { errors, submitCount, isSubmitting } = useFormikContext();
  const count = Object.keys(errors).length;
  if (submitCount === 0 || isSubmitting || count === 0) return null;
  return (
    <Alert.Root status="error" role="alert" borderRadius="l2">
      <Alert.Indicator />
      <Alert.Description>
        {plural(count, { one: 'One field needs your attention above.', other: '# fields need your attention above.' })}
      </Alert.Description>
    </Alert.Root>
  );
}
