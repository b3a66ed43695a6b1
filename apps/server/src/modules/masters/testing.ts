import { type MasterDefinition, type MasterField, masterByKey } from '@gratifikasi/domain';
import type { App } from '../../app';
import { bearer } from '../../test/app';

/** Builds valid records for any master in tests, creating the related rows they need through the API. */
export class SampleFactory {
  private counter = 0;

  constructor(
    private readonly app: App,
    private readonly token: string,
  ) {}

  /** Distinct short text: letters only, so it never clashes with seeded numeric codes. */
  private text(field: MasterField): string {
    this.counter += 1;
    let n = this.counter;
    let letters = '';
    do {
      letters = String.fromCharCode(65 + (n % 26)) + letters;
      n = Math.floor(n / 26);
    } while (n > 0);
    // The tail keeps the counter's letters, so short codes (max 2) stay distinct too.
    const text = `Q${letters}`.slice(-Math.min(field.max ?? 255, 8));
    return text.padEnd(field.min ?? 1, 'X');
  }

  async value(def: MasterDefinition, field: MasterField): Promise<unknown> {
    const n = ++this.counter;
    switch (field.type) {
      case 'textarea':
        return `Uraian contoh ${n}`;
      case 'email':
        return `contoh${n}@uji.go.id`;
      case 'url':
        return `https://uji.go.id/${n}`;
      case 'integer': {
        const min = field.min ?? 0;
        const max = field.max ?? 100000;
        return field.unique ? max - (n % Math.max(1, max - min)) : Math.min(max, min + 1);
      }
      case 'decimal':
      case 'money': {
        const min = field.min ?? 0;
        const max = field.max ?? 1_000_000;
        return Math.min(max, min + 12.5).toFixed(2);
      }
      case 'boolean':
        return true;
      case 'date':
        return field.unique ? `20${50 + (n % 49)}-0${1 + (n % 9)}-1${n % 9}` : '2026-08-17';
      case 'enum':
        return field.options?.[0]?.value;
      case 'relation': {
        const target = masterByKey(field.relation?.master ?? '');
        if (!target) throw new Error(`relation ${def.key}.${field.name}`);
        // A record never points at its own master in a sample (no endless chain); optional ones stay empty.
        if (target.key === def.key) return null;
        return (await this.create(target)).id;
      }
      case 'color':
        return '#1A2B3C';
      case 'json':
        return { contoh: n };
      default:
        return this.text(field);
    }
  }

  async record(def: MasterDefinition): Promise<Record<string, unknown>> {
    const record: Record<string, unknown> = {};
    for (const field of def.fields) record[field.name] = await this.value(def, field);
    return record;
  }

  async create(def: MasterDefinition): Promise<{ id: number } & Record<string, unknown>> {
    const payload = await this.record(def);
    const res = await this.app.inject({
      method: 'POST',
      url: `/api/admin/masters/${def.key}`,
      headers: bearer(this.token),
      payload,
    });
    if (res.statusCode !== 201) throw new Error(`create ${def.key}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  }
}
