import { formatRupees } from '@hms/shared/money';

/**
 * What the screen around a fee component lets it do: the route knows the role, which a feature
 * does not ask for itself. Administrators post, fine, waive and reverse; wardens and
 * administrators record payments; every reader follows a payment to its receipt.
 */
export type FeeAccess = {
  admin: boolean;
  /** The receipt page of a payment, in the reader's area. */
  receiptPath: (paymentId: string) => string;
};

/** A student as the fee screens name them. */
export type FeeStudent = { _id: string; name: string; studentId: string };

/** "₹4,500 owed", "₹200 in credit" or "Nothing due": the word says which way, not a colour. */
export function balanceText(balance: number): string {
  if (balance > 0) return `${formatRupees(balance)} owed`;
  if (balance < 0) return `${formatRupees(-balance)} in credit`;
  return 'Nothing due';
}
