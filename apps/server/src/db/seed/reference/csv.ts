import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Splits one CSV line (RFC 4180: fields may be quoted, a quote inside is doubled). */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let value = '';
      i++;
      while (i < line.length) {
        if (line[i] === '"' && line[i + 1] === '"') {
          value += '"';
          i += 2;
        } else if (line[i] === '"') {
          i++;
          break;
        } else value += line[i++];
      }
      fields.push(value);
      i++; // the comma after the closing quote
    } else {
      const end = line.indexOf(',', i);
      const stop = end === -1 ? line.length : end;
      fields.push(line.slice(i, stop));
      i = stop + 1;
    }
  }
  return fields;
}

/**
 * The rows of a CSV file shipped in a package, as header → value records. Read whole and split here: the
 * package's own streaming parser takes seconds for the 7,000 districts, which every start would pay.
 */
export function packageCsv(specifier: string): Record<string, string>[] {
  const [header = '', ...lines] = readFileSync(require.resolve(specifier), 'utf8').split(/\r?\n/);
  const names = csvFields(header);
  return lines
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const values = csvFields(line);
      return Object.fromEntries(names.map((name, i) => [name, values[i] ?? '']));
    });
}
