// Decision 21: rupees with Indian digit grouping (₹1,25,000).
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

export function formatCurrency(amount: number): string {
  return rupees.format(amount);
}
