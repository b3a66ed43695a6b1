/** Input mask presets of spec §5; '#' is a digit, every other character is a literal. */
export const INPUT_MASKS = {
  date: '####/##/##',
  datetime: '####/##/## ##:##',
  time: '##:##',
  fulltime: '##:##:##',
  phone: '#### - #### - ####',
  card: '#### #### #### ####',
} as const;

export type InputMaskName = keyof typeof INPUT_MASKS;

/** Tokens: '#' digit, 'S' letter, 'A' letter shown uppercase, 'X' letter or digit. */
const TOKENS: Record<string, { test: RegExp; upper?: boolean }> = {
  '#': { test: /\d/ },
  S: { test: /\p{L}/u },
  A: { test: /\p{L}/u, upper: true },
  X: { test: /[\p{L}\d]/u },
};

/** Formats raw input through a mask: fills tokens from the input, inserts literals, stops when the input runs out. */
export function applyMask(value: string, mask: string): string {
  let out = '';
  let i = 0;
  for (const m of mask) {
    if (i >= value.length) break;
    const token = TOKENS[m];
    if (!token) {
      out += m;
      // A literal already typed by the user is consumed rather than doubled.
      if (value[i] === m) i += 1;
      continue;
    }
    while (i < value.length && !token.test.test(value[i]!)) i += 1;
    if (i >= value.length) break;
    out += token.upper ? value[i]!.toUpperCase() : value[i]!;
    i += 1;
  }
  // Trailing literals are only shown once a token after them is filled.
  while (out.length > 0 && !TOKENS[mask[out.length - 1]!]) out = out.slice(0, -1);
  return out;
}
