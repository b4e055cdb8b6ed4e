const ONES = (
  "Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen Sixteen " +
  "Seventeen Eighteen Nineteen"
).split(" ");
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

// Indian grouping: crore (10^7), lakh (10^5), thousand, hundred.
const SCALES: [number, string][] = [
  [10_000_000, "Crore"],
  [100_000, "Lakh"],
  [1_000, "Thousand"],
  [100, "Hundred"],
];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

/** A whole number in words, Indian style: 125000 → "One Lakh Twenty-Five Thousand". */
export function numberInWords(n: number): string {
  if (n < 100) return belowHundred(n);
  const words: string[] = [];
  let rest = n;
  for (const [size, name] of SCALES) {
    if (rest < size) continue;
    // Above 99 crore the crore count is itself spelled out ("One Hundred Twenty Crore").
    words.push(`${numberInWords(Math.floor(rest / size))} ${name}`);
    rest %= size;
  }
  if (rest > 0) words.push(belowHundred(rest));
  return words.join(" ");
}

/** 4049 → "Rupees Four Thousand Forty-Nine Only"; 10.5 → "Rupees Ten and Fifty Paise Only". */
export function amountInWords(amount: number): string {
  const paiseTotal = Math.round(Math.abs(amount) * 100);
  const rupees = Math.floor(paiseTotal / 100);
  const paise = paiseTotal % 100;
  const paisePart = paise > 0 ? ` and ${belowHundred(paise)} Paise` : "";
  const sign = amount < 0 && paiseTotal > 0 ? "Minus " : "";
  return `${sign}Rupees ${numberInWords(rupees)}${paisePart} Only`;
}
