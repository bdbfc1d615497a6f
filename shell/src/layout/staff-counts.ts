import { createContext } from 'react';

/**
 * How many items wait in each staff list, by the list's path (`/staff/orders`): the staff layout reads the staff
 * home's queues and the menu shows each count beside its entry. Empty outside the staff area.
 */
export const StaffCountsContext = createContext<ReadonlyMap<string, number>>(new Map());
