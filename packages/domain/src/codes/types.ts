/** One code of a code list: the stored value, its label and, where it helps, a note (group, id, actors). */
export interface CodeEntry {
  code: string;
  label: string;
  note?: string;
}

/** Where a code list is used: a screen (route name), a master (key) or a table column ('laporans.status'). */
export interface CodeUseRef {
  kind: 'layar' | 'master' | 'tabel';
  ref: string;
}

/** A code list as defined: the registry resolves the use references to names and paths. */
export interface CodeListSource {
  key: string;
  name: string;
  description: string;
  /** The definition the codes are read from (file and constant, or master and field). */
  source: string;
  codes: readonly CodeEntry[];
  usedIn: readonly CodeUseRef[];
}

/** A use of a code list, named: a screen's title and path, a master's label, a table column. */
export interface CodeUse extends CodeUseRef {
  label: string;
  /** The screen's path (layar) or the master's admin list path (master). */
  path: string | null;
}

export interface CodeList extends Omit<CodeListSource, 'usedIn'> {
  usedIn: readonly CodeUse[];
}
