// The audit log's answers: one staff change with the record it is about, and a person it can be filtered by; and
// their types for the pages.
import { Nullable, Strict, Type, type Static } from 'shared-api/shapes';

/** A staff member as the audit log names them, and as its filter by person offers them. */
export const AuditPerson = Strict({ member_id: Type.String(), name: Type.String(), email: Type.String() });

const changedFields = Nullable(Type.Record(Type.String(), Type.Unknown(), { description: 'the changed fields and their values' }));

/** One staff change: who made it, when, to which record, and the fields before and after. */
export const AuditEntry = Strict({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time', description: 'UTC' }),
  actor: Nullable(
    Strict(
      { member_id: Type.String(), name: Type.String(), email: Type.String() },
      { description: 'the staff member; null for the command line or a deleted account' },
    ),
  ),
  action: Type.String({ description: '`<entity>.<verb>`, e.g. `user.role`' }),
  entity: Type.String({ description: 'the kind of record, e.g. `user`' }),
  entity_id: Type.String(),
  before: changedFields,
  after: changedFields,
  record: Type.Optional(
    Nullable(
      Strict(
        {
          name: Type.String({ description: 'what staff call the record: an event’s title, an order’s number and holder, a member’s name…' }),
          path: Nullable(Type.String({ description: 'the record’s staff page in the site (e.g. `/staff/events/12`), when it has one' })),
        },
        { description: 'the record today; null once it was deleted (the entry still has its id)' },
      ),
    ),
  ),
});

/** One staff change: who made it, when, to which record, and the fields before and after. */
export type AuditEntry = Static<typeof AuditEntry>;
/** A staff member the audit log can be filtered by. */
export type AuditPerson = Static<typeof AuditPerson>;
