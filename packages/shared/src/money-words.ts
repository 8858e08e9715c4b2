/**
 * An amount written out as on an Indian receipt or cheque, in the Indian system of thousand, lakh
 * and crore: "Rupees One Lakh Twenty-Five Thousand and Fifty Paise Only".
 */

const UNITS = (
  'Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen ' +
  'Sixteen Seventeen Eighteen Nineteen'
).split(' ');
const TENS = ['', '', ...'Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety'.split(' ')];

function pick(words: readonly string[], index: number): string {
  const word = words[index];
  if (word === undefined) throw new RangeError(`No word for ${index}`);
  return word;
}

/** 1–99: "Seven", "Nineteen", "Twenty-Five". */
function belowHundred(n: number): string {
  if (n < 20) return pick(UNITS, n);
  const units = n % 10;
  return `${pick(TENS, Math.floor(n / 10))}${units === 0 ? '' : `-${pick(UNITS, units)}`}`;
}

// "and" comes only after a hundred that has tens or units after it ("Seven Hundred and
// Eighty-Nine") and between rupees and paise, never after thousand, lakh or crore ("One Lakh Five").
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return belowHundred(rest);
  const head = `${pick(UNITS, hundreds)} Hundred`;
  return rest === 0 ? head : `${head} and ${belowHundred(rest)}`;
}

/** A whole number above zero; counts of a hundred crore or more are themselves written out. */
function inWords(n: number): string {
  const parts: string[] = [];
  const crore = Math.floor(n / 1_00_00_000);
  const lakh = Math.floor(n / 1_00_000) % 100;
  const thousand = Math.floor(n / 1_000) % 100;
  const rest = n % 1_000;
  if (crore > 0) parts.push(`${inWords(crore)} Crore`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * 12500050 paise reads "Rupees One Lakh Twenty-Five Thousand and Fifty Paise Only"; 50 reads
 * "Fifty Paise Only"; 0 reads "Rupees Zero Only". Throws a RangeError for a negative amount or one
 * that is not a whole number of paise, since a receipt never shows either.
 */
export function rupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`An amount in words needs whole paise of zero or more, not ${paise}`);
  }
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rupees === 0 && rest === 0) return 'Rupees Zero Only';
  if (rupees === 0) return `${belowHundred(rest)} Paise Only`;
  if (rest === 0) return `Rupees ${inWords(rupees)} Only`;
  return `Rupees ${inWords(rupees)} and ${belowHundred(rest)} Paise Only`;
}
