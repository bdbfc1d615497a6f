import { useCallback, useEffect, useState } from 'react';
import { errorMessage, getAuditLog, type AuditEntry, type Paged } from 'shared-api';

export type AuditLogState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; page: Paged<AuditEntry> };

/** One page of the audit log for the chosen kind of record, with a way to try again. */
export function useAuditLog(page: number, entity: string) {
  const [state, setState] = useState<AuditLogState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getAuditLog({ page, entity: entity || undefined }).then(
      ({ data }) => current && setState({ status: 'ready', page: data }),
      (error: unknown) => current && setState({ status: 'failed', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [page, entity, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
