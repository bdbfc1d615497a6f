// shared-ui/staff: the pieces every staff list is made of: filter fields, the Newer/Older pager and an export (busy,
// failed, the file saved); and the banner over a staff preview of a draft. Its own lazy entry, since members' first
// views never show a staff page.
import { useId, useState, type ReactNode } from 'react';
import { useField } from 'formik';
import { Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { saveFile } from './files';

const field = { borderWidth: '1px', borderRadius: 'l2', px: '3', h: '10', bg: 'bg', fontSize: 'sm', maxW: 'full' } as const;

/** A filter's label, above its field. */
export const FilterLabel = chakra('label', { base: { display: 'block', mb: '1', fontSize: 'sm', fontWeight: 'medium' } });
/** A filter's choice list (a native select: quick on a phone, and its value is the query parameter). */
// Never wider than its place: an option as long as a name and an e-mail must not push a phone's page sideways.
export const FilterSelect = chakra('select', { base: { ...field, minW: '48', maxW: 'full', textOverflow: 'ellipsis' } });
/** A filter's day (`YYYY-MM-DD`, as the lists' `from` and `to` take it). */
export const FilterDateInput = chakra('input', { base: field });

/** The bar of filters above a staff list: wraps on a phone, and never submits anywhere. */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex as="form" role="search" aria-label={label} gap="4" mb="6" wrap="wrap" align="end" onSubmit={(e) => e.preventDefault()}>
      {children}
    </Flex>
  );
}

/**
 * Newer / Older for a staff list that is newest first (or Earlier / Later when `labels` says so), with where the
 * reader is. The buttons stay in place when disabled so the bar does not jump between pages.
 */
export function StaffPager({
  pagination,
  onPage,
  labels = ['Newer', 'Older'],
}: {
  pagination: { current_page: number; last_page: number; total?: number };
  onPage: (page: number) => void;
  labels?: [previous: string, next: string];
}) {
  const { current_page: page, last_page: last, total } = pagination;
  return (
    <Flex as="nav" aria-label="Pages" justify="space-between" align="center" mt="6" gap="3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels[0]}
      </Button>
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        Page {page} of {Math.max(last, 1)}
        {total !== undefined && ` (${total} in all)`}
      </Text>
      <Button variant="outline" disabled={page >= last} onClick={() => onPage(page + 1)}>
        {labels[1]}
      </Button>
    </Flex>
  );
}

export { saveFile };

/** Today's date as `YYYY-MM-DD`, for an export's file name. */
export const today = () => new Date().toISOString().slice(0, 10);

/**
 * A staff list's export: busy while the server makes the file, then saved under its name; when it fails, why (the
 * last failure, cleared by the next try). `describe` turns a failure into the words shown, shared-api's
 * `errorMessage`: this entry does not import the API client.
 */
export function useExport(describe: (error: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (download: () => Promise<Blob>, fileName: string) => {
    setBusy(true);
    setFailure(null);
    try {
      saveFile(await download(), fileName);
    } catch (error) {
      setFailure(describe(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run };
}

/** Under a list's filters, why its export failed: "We couldn't export the <what>: <reason>"; nothing otherwise. */
export function ExportFailure({ what, failure }: { what: string; failure: string | null }) {
  if (!failure) return null;
  return (
    <Text role="alert" color="fg.error" mb="4">
      We couldn&apos;t export the {what}: {failure}
    </Text>
  );
}

/** The words of the banner over a preview of what nobody but staff sees yet: a test or a page finds the banner by them. */
export const PREVIEW_BANNER = 'Preview — not published';
const PREVIEW_OF_PUBLISHED = 'Preview — published';

/**
 * Over a staff preview (an event's or a promotion's page rendered from its saved data): what follows is how visitors
 * will see it, and whether they can see it now (`published`) or nobody else can yet. `children` say where it is edited
 * and published. It stays in view as staff scroll, so no screenshot of a preview passes for the live page.
 */
export function PreviewBanner({ published = false, children }: { published?: boolean; children?: ReactNode }) {
  const label = published ? PREVIEW_OF_PUBLISHED : PREVIEW_BANNER;
  return (
    <Box as="aside" aria-label={label} position="sticky" top="0" zIndex="banner" bg="orange.subtle" color="orange.fg" borderBottomWidth="2px" borderColor="orange.solid" px={{ base: 4, md: 6 }} py="3">
      <Flex maxW="6xl" mx="auto" gap={{ base: 1, md: 4 }} align={{ md: 'center' }} direction={{ base: 'column', md: 'row' }} wrap="wrap">
        <Text fontWeight="bold" textTransform="uppercase" letterSpacing="wide">
          {label}
        </Text>
        {children && <Box fontSize="sm">{children}</Box>}
      </Flex>
    </Box>
  );
}

/**
 * A yes/no setting of a staff form (the browser's own checkbox, as shared-ui/forms' CheckboxInGroup), with what it
 * means. Here rather than in shared-ui/forms, which sign-in pages load: only staff forms have such settings.
 */
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
