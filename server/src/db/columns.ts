// Column types shared by every module's tables.
import type { ColumnType } from 'kysely';

export type CreatedAt = ColumnType<Date, Date | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
export type Json<T> = ColumnType<T, string, string>;
