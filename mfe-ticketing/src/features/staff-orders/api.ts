// The staff orders feature's writes, one hook per row action (bulletproof-react's features/<feature>/api): a page
// changes an order only through these, and each hook's onSuccess refreshes exactly the reads the change affects, by
// their names in ticketingKeys and eventAdminKeys. A page never touches the cache itself (lint).
import { eventAdminKeys } from 'shared-api/events-admin';
import { queryClient, useMutation } from 'shared-api/query';
import { cancelOrder, honourLatePayment, markOrderPaid, recordLateRefund, ticketingKeys, undoOrderPayment } from 'shared-api/ticketing';

/**
 * An order paid (or its payment undone), cancelled, honoured or refunded: every staff list and count of ticketing, and the staff reads of
 * events (each event's paid and pending orders, its seats taken). The action stays pending until those on screen
 * have been read again, so its row stays busy until it shows the change.
 */
const refreshStaffReads = () => Promise.all([queryClient.invalidateQueries({ queryKey: ticketingKeys.staff }), queryClient.invalidateQueries({ queryKey: eventAdminKeys.all })]);

/** A pending bill payment received, with the bank's reference; the member is e-mailed the ticket. */
export const useMarkOrderPaid = () => useMutation({ mutationFn: ({ orderId, reference }: { orderId: number; reference: string }) => markOrderPaid(orderId, { reference }), onSuccess: refreshStaffReads });

/** A payment marked by mistake, undone with the reason: the order is pending again and the member is e-mailed. */
export const useUndoOrderPayment = () => useMutation({ mutationFn: ({ orderId, reason }: { orderId: number; reason: string }) => undoOrderPayment(orderId, { reason }), onSuccess: refreshStaffReads });

/** The seat goes back. */
export const useCancelOrder = () => useMutation({ mutationFn: (orderId: number) => cancelOrder(orderId), onSuccess: refreshStaffReads });

/** A late card payment honoured: the order is paid if a seat can be taken. */
export const useHonourLatePayment = () => useMutation({ mutationFn: (latePaymentId: number) => honourLatePayment(latePaymentId), onSuccess: refreshStaffReads });

/** A late card payment recorded as refunded. */
export const useRecordLateRefund = () => useMutation({ mutationFn: (latePaymentId: number) => recordLateRefund(latePaymentId), onSuccess: refreshStaffReads });
