// Rupees with Indian digit grouping, ₹1,25,000 (docs/product-rules.md#money-in-rupees).
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

export function formatCurrency(amount: number): string {
  return rupees.format(amount);
}
