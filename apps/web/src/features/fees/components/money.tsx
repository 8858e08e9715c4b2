import { formatRupees } from '@hms/shared/money';

/**
 * An amount in a narrow table cell. Should it not fit, it wraps before the paise ("₹1,25,000" and
 * ".50") rather than inside the rupees; the text stays "₹1,25,000.50" for every reader.
 */
export function Money({ paise }: { paise: number }) {
  const [rupees, rest] = formatRupees(paise).split('.');
  return (
    <>
      {rupees}
      {rest !== undefined && (
        <>
          <wbr />.{rest}
        </>
      )}
    </>
  );
}
