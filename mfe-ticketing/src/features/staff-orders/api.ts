// The staff orders feature's writes, one hook per row action (bulletproof-react's features/<feature>/api): a page
// changes an order only through these, and each hook's onSuccess refreshes exactly the reads the change affects, by
// their names in ticketingKeys and eventAdminKeys. A page never touches the cache itself (lint).
import { eventAdminKeys } from '../staff-events/requests';
import { queryClient, useMutation } from 'shared-api/query';
import { ticketingKeys } from 'shared-api/ticketing';
import { approveRefund, cancelOrder, honourLatePayment, markOrderPaid, recordLateRefund, rejectRefund, requestRefund, undoOrderPayment } from './requests';
import type { RefundRequestInput } from './staff-validation';

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

/** A refund of a paid order asked for; another staff member approves or rejects it. */
export const useRequestRefund = () => useMutation({ mutationFn: ({ orderId, input }: { orderId: number; input: RefundRequestInput }) => requestRefund(orderId, input), onSuccess: refreshStaffReads });

/** A refund approved: the order is refunded. JazzCash's refusal is an error, and the refund is then listed as failed: read again either way. */
export const useApproveRefund = () => useMutation({ mutationFn: (refundId: number) => approveRefund(refundId), onSettled: refreshStaffReads });

/** A refund rejected: the order stays paid. */
export const useRejectRefund = () => useMutation({ mutationFn: (refundId: number) => rejectRefund(refundId), onSuccess: refreshStaffReads });
