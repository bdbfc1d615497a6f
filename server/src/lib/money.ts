/** An amount in Pakistani rupees as mails, tickets and the payment page print it: `Rs 3,500`. */
export const formatRupees = (amount: number) => `Rs ${amount.toLocaleString('en-US')}`;
