import { masterAdminScreens } from '../access/routes/adminMasters';
import { APP_ROUTES } from '../access/routes/registry';
import { MASTER_DEFINITIONS, masterByKey } from '../masters/registry';
import { CODE_LIST_SOURCES } from './lists';
import type { CodeList, CodeListSource, CodeUse, CodeUseRef } from './types';

const routes = new Map(APP_ROUTES.map((r) => [r.name, r]));

/** A route's path when it takes no parameter (a link the screen can open), else null. */
const plainPath = (name: string) => {
  const path = routes.get(name)?.path;
  return path && !path.includes(':') ? path : null;
};

/** A use reference named: the screen's title, the master's label; an unknown screen or master throws. */
export function resolveUse(use: CodeUseRef): CodeUse {
  if (use.kind === 'layar') {
    const route = routes.get(use.ref);
    if (!route) throw new Error(`Kode: layar tidak dikenal ${use.ref}`);
    return { ...use, label: route.title, path: plainPath(use.ref) };
  }
  if (use.kind === 'master') {
    const def = masterByKey(use.ref);
    if (!def) throw new Error(`Kode: master tidak dikenal ${use.ref}`);
    return { ...use, label: `Master ${def.label}`, path: plainPath(masterAdminScreens(def.key).list) };
  }
  return { ...use, label: `Kolom ${use.ref}`, path: null };
}

/** Every enum field of every master is a code list of its own, used by that master (its options, as defined). */
function masterEnumLists(): CodeListSource[] {
  return MASTER_DEFINITIONS.flatMap((def) =>
    def.fields
      .filter((field) => field.type === 'enum' && (field.options?.length ?? 0) > 0)
      .map((field) => ({
        key: `master-${def.key}-${field.name.replaceAll('_', '-')}`,
        name: `${def.label}: ${field.label}`,
        description: `Pilihan kolom ${field.label.toLowerCase()} pada master ${def.label.toLowerCase()}.`,
        source: `masters/definitions ${def.key}.${field.name}`,
        codes: (field.options ?? []).map((o) => ({ code: o.value, label: o.label })),
        usedIn: [
          { kind: 'master', ref: def.key },
          { kind: 'tabel', ref: `${def.table}.${field.name}` },
        ] satisfies CodeUseRef[],
      })),
  );
}

/** The application's code lists (issue 28 §1): the fixed enumerations, then the masters' enum fields, by name. */
export const CODE_LISTS: readonly CodeList[] = [...CODE_LIST_SOURCES, ...masterEnumLists()].map((list) => ({
  ...list,
  usedIn: list.usedIn.map(resolveUse),
}));

const fold = (text: string) => text.toLocaleLowerCase('id-ID');

/**
 * The code lists whose name, description, source, uses or any code or label contain `q` (case-insensitive); a list
 * matched only through its codes keeps just the matching codes. An empty `q` answers every list whole.
 */
export function searchCodeLists(q: string, lists: readonly CodeList[] = CODE_LISTS): CodeList[] {
  const needle = fold(q.trim());
  if (needle === '') return [...lists];
  const has = (text: string | undefined) => text !== undefined && fold(text).includes(needle);
  return lists.flatMap((list) => {
    const whole =
      has(list.key) ||
      has(list.name) ||
      has(list.description) ||
      has(list.source) ||
      list.usedIn.some((u) => has(u.ref) || has(u.label));
    if (whole) return [list];
    const codes = list.codes.filter((c) => has(c.code) || has(c.label) || has(c.note));
    return codes.length > 0 ? [{ ...list, codes }] : [];
  });
}

/** The code list with this key, or undefined. */
export function codeListByKey(key: string): CodeList | undefined {
  return CODE_LISTS.find((list) => list.key === key);
}
