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

  private readonly perField = new Map<string, number>();

  /**
   * Distinct short text per field: a letter then digits, a shape no seeded code has (ISO codes are letters,
   * region codes digits), so even a two-character unique code never clashes with reference data.
   */
  private next(def: MasterDefinition, field: MasterField): number {
    const key = `${def.key}.${field.name}`;
    const n = (this.perField.get(key) ?? 0) + 1;
    this.perField.set(key, n);
    return n;
  }

  private text(def: MasterDefinition, field: MasterField): string {
    const n = this.next(def, field);
    const text = `${String.fromCharCode(65 + (n % 26))}${Math.floor(n / 26)}${n}`.slice(
      0,
      Math.min(field.max ?? 255, 12),
    );
    return text.padEnd(field.min ?? 1, '0');
  }

  async value(def: MasterDefinition, field: MasterField): Promise<unknown> {
    const n = ++this.counter;
    switch (field.type) {
      case 'textarea':
        return `Uraian contoh ${n}`;
      case 'richtext':
        return `<p>Uraian contoh ${n}</p>`;
      case 'email':
        return `contoh${n}@uji.go.id`;
      case 'url':
        return `https://uji.go.id/${n}`;
      case 'integer': {
        const min = field.min ?? 0;
        const max = field.max ?? 100000;
        // Unique numbers count down from the maximum, away from seeded values such as this year.
        return field.unique ? max - (this.next(def, field) % Math.max(1, max - min)) : Math.min(max, min + 1);
      }
      case 'decimal':
      case 'money': {
        const min = field.min ?? 0;
        const max = field.max ?? 1_000_000;
        return Math.min(max, min + 12.5).toFixed(2);
      }
      case 'boolean':
        return true;
      case 'date': {
        if (!field.unique) return '2026-08-17';
        const k = this.next(def, field);
        return `20${50 + (k % 49)}-0${1 + (Math.floor(k / 49) % 9)}-1${Math.floor(k / 441) % 9}`;
      }
      case 'enum':
        return field.multiple ? [field.options?.[0]?.value] : field.options?.[0]?.value;
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
        return this.text(def, field);
    }
  }

  async record(def: MasterDefinition): Promise<Record<string, unknown>> {
    const record: Record<string, unknown> = {};
    for (const field of def.fields) {
      record[field.name] = field.dependsOn
        ? await this.childOf(def, field, record)
        : await this.value(def, field);
    }
    return record;
  }

  /** A relation that depends on a parent field points at a child of the parent already chosen (the server checks). */
  private async childOf(
    def: MasterDefinition,
    field: MasterField,
    record: Record<string, unknown>,
  ): Promise<unknown> {
    const parent = def.fields.find((f) => f.name === field.dependsOn);
    const target = masterByKey(field.relation?.master ?? '');
    const link = target?.fields.find(
      (f) => f.type === 'relation' && f.relation?.master === parent?.relation?.master,
    );
    if (!target || !link || !parent || target.key === def.key) return this.value(def, field);
    return (await this.create(target, { [link.name]: record[parent.name] })).id;
  }

  async create(
    def: MasterDefinition,
    overrides: Record<string, unknown> = {},
  ): Promise<{ id: number } & Record<string, unknown>> {
    const payload = { ...(await this.record(def)), ...overrides };
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
