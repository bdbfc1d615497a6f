import { Center } from 'shared-ui';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** A member without a photo: their initials in a circle of the photo's size. */
export function Initials({ name, size }: { name: string; size: number }) {
  return (
    <Center boxSize={`${size}px`} minW={`${size}px`} borderRadius="full" bg="brand.subtle" color="brand.fg" fontWeight="semibold" aria-hidden="true">
      {initialsOf(name)}
    </Center>
  );
}
