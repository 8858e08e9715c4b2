/** PostgreSQL answers sums and bigints as text; money stays a whole number of paise. */
export function paise(value: string | number | bigint | null | undefined): number {
  const amount = Number(value ?? 0);
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not a whole number of paise: ${value}`);
  return amount;
}
