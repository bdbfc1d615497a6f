import type { AuditEntry } from '../../shapes';
import { Badge, Box, Grid, Link, RouterLink, Stack, Text, formatDateTime, formatPKR } from 'shared-ui';
import { ClampedText } from 'shared-ui/clamp';
import { fieldLabel } from './fields';

const isInstant = (value: string) => /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value);
const isMoney = (field: string) => /price|total|amount/i.test(field);

/** A field's value as a person reads it: money in PKR, instants in Karachi time, yes/no, a dash for nothing. */
export function showValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return isMoney(field) ? formatPKR(value) : value.toLocaleString('en-US');
  if (typeof value === 'string') return isInstant(value) ? formatDateTime(value) : value;
  return JSON.stringify(value);
}

/** The fields an entry changed, in the order the server wrote them. */
export const changedFields = (entry: AuditEntry) => [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];

const LONG = 120;

/** A field's change: `old → new` on one line, or, for long texts (an event's content), each clamped on its own. */
function FieldChange({ entry, field }: { entry: AuditEntry; field: string }) {
  const before = entry.before ? showValue(field, entry.before[field]) : null;
  const after = showValue(field, entry.after?.[field]);
  if ((before?.length ?? 0) > LONG || after.length > LONG) {
    return (
      <Box as="dd" mb="2" minW="0">
        {before !== null && <ClampedText text={`Before: ${before}`} lines={3} color="fg.muted" overflowWrap="anywhere" />}
        <ClampedText text={`After: ${after}`} lines={3} overflowWrap="anywhere" />
      </Box>
    );
  }
  return (
    <Text as="dd" overflowWrap="anywhere" mb={{ base: 2, md: 0 }}>
      {before !== null && (
        <>
          <Text as="span" color="fg.muted" textDecoration="line-through">
            {before}
          </Text>{' '}
          →{' '}
        </>
      )}
      <Text as="span">{after}</Text>
    </Text>
  );
}

/** The record's name as text: the side panel's title and the row's label. */
export const recordText = (entry: AuditEntry) => entry.record?.name ?? `${entry.entity} ${entry.entity_id}`;

/** The record the change was made to: its name, linked to its staff page, or its kind and id once it is gone. */
export function RecordName({ entry }: { entry: AuditEntry }) {
  const record = entry.record;
  if (!record) {
    return (
      <Text as="span">
        {entry.entity} {entry.entity_id}
        {entry.record === null && (
          <Text as="span" color="fg.muted">
            {' '}
            (no longer exists)
          </Text>
        )}
      </Text>
    );
  }
  return record.path ? (
    <Link asChild color="brand.fg">
      <RouterLink to={record.path}>{record.name}</RouterLink>
    </Link>
  ) : (
    <Text as="span">{record.name}</Text>
  );
}

/** One change in the side panel: what, which record, when, who, and each changed field before → after. */
export function AuditEntryDetail({ entry }: { entry: AuditEntry }) {
  const fields = changedFields(entry);
  return (
    <Stack gap="4" fontSize="sm">
      <Text fontWeight="semibold" overflowWrap="anywhere">
        <Badge colorPalette="brand" mr="2">
          {entry.action}
        </Badge>
        <RecordName entry={entry} />
      </Text>
      <Text color="fg.muted">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </Text>
      <Text>By {entry.actor ? `${entry.actor.name} (${entry.actor.email})` : 'the command line'}</Text>
      {fields.length > 0 && (
        <Grid as="dl" templateColumns={{ base: '1fr', md: 'minmax(8rem, auto) 1fr' }} columnGap="4" rowGap="1">
          {fields.map((field) => (
            <Box key={field} display="contents">
              <Text as="dt" fontWeight="medium">
                {fieldLabel(field)}
              </Text>
              <FieldChange entry={entry} field={field} />
            </Box>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
