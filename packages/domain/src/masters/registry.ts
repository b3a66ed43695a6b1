import type { PermissionName } from '../access/permissions';
import { ALL_MASTER_DEFINITIONS } from './definitions';
import type { MasterDefinition } from './types';

/** Every master, in a fixed order (group by group, as the definitions list them). */
export const MASTER_DEFINITIONS: readonly MasterDefinition[] = ALL_MASTER_DEFINITIONS;

const BY_KEY = new Map(MASTER_DEFINITIONS.map((d) => [d.key, d]));
const BY_PUBLIC_PATH = new Map(MASTER_DEFINITIONS.flatMap((d) => (d.publicPaths ?? []).map((p) => [p, d])));

/** The definition of a master by its key, or undefined when there is none. */
export function masterByKey(key: string): MasterDefinition | undefined {
  return BY_KEY.get(key);
}

/** The permissions any one of which lets a user write the master (create, edit, delete, restore, import). */
export function masterWritePermissions(def: MasterDefinition): readonly PermissionName[] {
  return def.write?.anyPermission ?? ['frapp-master-manage'];
}

/** The definition behind one of the spec's dropdown GET paths (without the /api prefix), e.g. 'provinsis'. */
export function masterByPublicPath(path: string): MasterDefinition | undefined {
  return BY_PUBLIC_PATH.get(path.replace(/^\/+/, ''));
}

/**
 * The problems of a set of definitions (empty when sound): duplicate keys, tables or public paths, a label
 * field, sort field, relation target or dependsOn that does not exist.
 */
export function validateRegistry(defs: readonly MasterDefinition[]): string[] {
  const problems: string[] = [];
  const seen = { key: new Set<string>(), table: new Set<string>(), path: new Set<string>() };
  const keys = new Map(defs.map((d) => [d.key, d]));
  const once = (kind: keyof typeof seen, value: string, owner: string) => {
    if (seen[kind].has(value)) problems.push(`${owner}: duplicate ${kind} '${value}'`);
    seen[kind].add(value);
  };
  for (const def of defs) {
    once('key', def.key, def.key);
    once('table', def.table, def.key);
    for (const path of def.publicPaths ?? []) once('path', path, def.key);
    const fields = new Map(def.fields.map((f) => [f.name, f]));
    if (fields.size !== def.fields.length) problems.push(`${def.key}: duplicate field name`);
    for (const reserved of [
      'id',
      'created_at',
      'updated_at',
      'deleted_at',
      'created_by',
      'updated_by',
      'labels',
    ]) {
      if (fields.has(reserved)) problems.push(`${def.key}: field '${reserved}' is implicit`);
    }
    if (!fields.has(def.labelField))
      problems.push(`${def.key}: labelField '${def.labelField}' is not a field`);
    if (!fields.has(def.defaultSort.field)) {
      problems.push(`${def.key}: defaultSort '${def.defaultSort.field}' is not a field`);
    }
    for (const field of def.fields) {
      if (!/^[a-z][a-z0-9_]*$/.test(field.name)) problems.push(`${def.key}.${field.name}: not snake_case`);
      if (field.type === 'enum' && !field.options?.length)
        problems.push(`${def.key}.${field.name}: no options`);
      if (field.type === 'relation') {
        const target = field.relation ? keys.get(field.relation.master) : undefined;
        if (!target) problems.push(`${def.key}.${field.name}: relation target missing`);
        else if (!target.fields.some((f) => f.name === field.relation?.labelField)) {
          problems.push(
            `${def.key}.${field.name}: label '${field.relation?.labelField}' not in ${target.key}`,
          );
        }
      }
      if (field.dependsOn !== undefined) {
        const parent = fields.get(field.dependsOn);
        if (field.type !== 'relation' || parent?.type !== 'relation') {
          problems.push(`${def.key}.${field.name}: dependsOn '${field.dependsOn}' is not a relation field`);
        }
      }
    }
  }
  return problems;
}
