import { storageUrl } from 'shared-api';
import { Center, Image, MemberPhoto, Text } from 'shared-ui';
import { initialsOf } from '../BoardGrid';

/** A staff list's small picture: a round portrait, or the initials where there is none. */
export function PortraitThumb({ image, name }: { image: string | null; name: string }) {
  if (image) return <MemberPhoto image={image} size={40} />;
  return (
    <Center boxSize="10" borderRadius="full" bg="brand.subtle" color="brand.fg" aria-hidden="true">
      <Text as="span" fontSize="sm" fontWeight="bold">
        {initialsOf(name)}
      </Text>
    </Center>
  );
}

/** A staff list's small logo or thumbnail, in a box of its own shape. */
export const PictureThumb = ({ image, wide = false }: { image: string; wide?: boolean }) => (
  <Image src={storageUrl(image, 192)} alt="" h="10" w={wide ? '24' : '16'} objectFit={wide ? 'contain' : 'cover'} borderRadius="l1" borderWidth="1px" bg="bg" loading="lazy" />
);
