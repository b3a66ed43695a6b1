import { REPORTS, type ReportMeta } from '@gratifikasi/domain';
import { AGREGAT_QUERIES } from './definitions/agregat';
import { BARIS_QUERIES } from './definitions/baris';
import { elearningReport } from './definitions/elearning';
import { INSTANSI_AGREGAT, INSTANSI_BARIS } from './definitions/instansi';
import { OBJEK_QUERIES } from './definitions/objek';
import { PPG_BARIS } from './definitions/penilaian';
import { RED_FLAG_QUERIES } from './definitions/red-flags';
import type { ReportQueryDef } from './definitions/types';

/** Every report: its definition (packages/domain) with its server query, by key. */
export interface RegisteredReport {
  meta: ReportMeta;
  def: ReportQueryDef;
}

const queries = new Map<string, ReportQueryDef>(
  [
    ...AGREGAT_QUERIES,
    ...INSTANSI_AGREGAT,
    ...BARIS_QUERIES,
    ...INSTANSI_BARIS,
    ...OBJEK_QUERIES,
    ...PPG_BARIS,
    elearningReport,
    ...RED_FLAG_QUERIES,
  ].map((q) => [q.key, q]),
);

export const REPORT_REGISTRY: ReadonlyMap<string, RegisteredReport> = new Map(
  REPORTS.map((meta) => {
    const def = queries.get(meta.key);
    if (!def || def.kind !== meta.kind) throw new Error(`report ${meta.key}: no ${meta.kind} query`);
    return [meta.key, { meta, def }];
  }),
);
