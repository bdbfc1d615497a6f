import { useId, type ReactNode } from 'react';
import { chakra, Stack, Text } from 'shared-ui';
import { useField } from 'shared-ui/forms';

/** A yes/no setting of a form (the browser's own checkbox, as shared-ui's CheckboxInGroup), with what it means. */
export function CheckboxField({ name, label, helper }: { name: string; label: ReactNode; helper?: ReactNode }) {
  const [field, , helpers] = useField<boolean>(name);
  const helperId = useId();
  return (
    <Stack gap="0.5">
      <chakra.label display="inline-flex" alignItems="center" gap="2" cursor="pointer" textStyle="sm" fontWeight="medium">
        <chakra.input
          type="checkbox"
          name={name}
          checked={Boolean(field.value)}
          onChange={(e) => void helpers.setValue(e.target.checked)}
          aria-describedby={helper ? helperId : undefined}
          boxSize="4"
          m="0"
          flexShrink={0}
          cursor="pointer"
          accentColor="brand.solid"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        />
        {label}
      </chakra.label>
      {helper && (
        <Text id={helperId} fontSize="xs" color="fg.muted" ps="6">
          {helper}
        </Text>
      )}
    </Stack>
  );
}
