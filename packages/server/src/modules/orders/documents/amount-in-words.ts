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

/** 0–99 in Hindi: each has its own word (इक्कीस, उनचास), not a ten and a unit. */
const HINDI_BELOW_HUNDRED = (
  "शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस " +
  "बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस " +
  "छत्तीस सैंतीस अड़तीस उनतालीस चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस " +
  "उनचास पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ इकसठ बासठ तिरसठ चौंसठ पैंसठ " +
  "छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी " +
  "अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी नब्बे इक्यानबे बानबे तिरानबे चौरानबे " +
  "पंचानबे छियानबे सत्तानबे अट्ठानबे निन्यानबे"
).split(" ");

const HINDI_SCALES: [number, string][] = [
  [10_000_000, "करोड़"],
  [100_000, "लाख"],
  [1_000, "हज़ार"],
  [100, "सौ"],
];

/** A whole number in Hindi words, Indian style: 125000 → "एक लाख पच्चीस हज़ार". */
export function numberInHindiWords(n: number): string {
  if (n < 100) return HINDI_BELOW_HUNDRED[n]!;
  const words: string[] = [];
  let rest = n;
  for (const [size, name] of HINDI_SCALES) {
    if (rest < size) continue;
    words.push(`${numberInHindiWords(Math.floor(rest / size))} ${name}`);
    rest %= size;
  }
  if (rest > 0) words.push(HINDI_BELOW_HUNDRED[rest]!);
  return words.join(" ");
}

/** 4049 → "रुपये चार हज़ार उनचास मात्र"; 10.5 → "रुपये दस और पचास पैसे मात्र". */
export function amountInHindiWords(amount: number): string {
  const paiseTotal = Math.round(Math.abs(amount) * 100);
  const rupees = Math.floor(paiseTotal / 100);
  const paise = paiseTotal % 100;
  const paisePart = paise > 0 ? ` और ${HINDI_BELOW_HUNDRED[paise]} पैसे` : "";
  const sign = amount < 0 && paiseTotal > 0 ? "माइनस " : "";
  return `${sign}रुपये ${numberInHindiWords(rupees)}${paisePart} मात्र`;
}
