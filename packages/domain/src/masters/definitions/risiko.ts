import type { MasterDefinition } from '../types';
import { common, f, lookup, master } from './build';

const group = 'risiko' as const;

const skor = (name: string, label: string) =>
  f.integer(name, label, { required: true, min: 1, max: 5, list: true, sortable: true });

/** Risk mapping and intervention of the prevention programme (PPG), and the monitoring (monev) scores. */
export const RISIKO_MASTERS: readonly MasterDefinition[] = [
  lookup({
    key: 'klasifikasi-risiko',
    table: 'klasifikasi_risikos',
    label: 'Klasifikasi Risiko',
    group,
    publicPaths: ['klasifikasi-risiko'],
  }),
  master({
    key: 'level-risiko',
    table: 'level_risikos',
    label: 'Level Risiko',
    group,
    defaultSort: { field: 'batas_bawah', order: 'asc' },
    fields: [
      common.kode(),
      common.nama(),
      f.decimal('batas_bawah', 'Skor di Atas', {
        required: true,
        min: 0,
        max: 1,
        list: true,
        sortable: true,
      }),
      f.decimal('batas_atas', 'Skor Sampai', { required: true, min: 0, max: 1, list: true, sortable: true }),
      f.color('warna', 'Warna', { list: true }),
      common.keterangan(),
    ],
  }),
  lookup({
    key: 'penyebab-risiko',
    table: 'penyebab_risikos',
    label: 'Penyebab Risiko',
    group,
    publicPaths: ['penyebab-risiko'],
    extra: [f.relation('klasifikasi_risiko_id', 'Klasifikasi Risiko', 'klasifikasi-risiko')],
  }),
  lookup({
    key: 'rekomendasi-intervensi',
    table: 'rekomendasi_intervensis',
    label: 'Rekomendasi Intervensi',
    group,
    extra: [
      f.relation('level_risiko_id', 'Level Risiko', 'level-risiko'),
      // The criterion that chooses this recommendation for a proposed institution (intervensi-upg).
      f.relation('kriteria_intervensi_id', 'Kriteria Intervensi', 'kriteria-intervensi'),
    ],
  }),
  lookup({
    key: 'kriteria-intervensi',
    table: 'kriteria_intervensis',
    label: 'Kriteria Intervensi',
    group,
    extra: [f.decimal('bobot', 'Bobot (%)', { min: 0, max: 100, list: true })],
  }),
  lookup({
    key: 'kriteria-skor-monev',
    table: 'kriteria_skor_monevs',
    label: 'Kriteria Skor Monev',
    group,
    extra: [
      f.decimal('skor_min', 'Skor Minimal', { required: true, min: 0, list: true }),
      f.decimal('skor_max', 'Skor Maksimal', { required: true, min: 0, list: true }),
    ],
  }),
  lookup({
    key: 'probabilitas-risiko',
    table: 'probabilitas_risikos',
    label: 'Probabilitas Risiko',
    group,
    publicPaths: ['probabilitas-risiko'],
    extra: [skor('nilai', 'Nilai (1–5)')],
  }),
  lookup({
    key: 'dampak-kerugian',
    table: 'dampak_kerugians',
    label: 'Dampak Kerugian',
    group,
    publicPaths: ['dampak-kerugian'],
    extra: [skor('nilai', 'Nilai (1–5)')],
  }),
  lookup({
    key: 'parameter-monev',
    table: 'parameter_monevs',
    label: 'Parameter Monev',
    group,
    publicPaths: ['parameter-monev'],
    extra: [f.decimal('bobot', 'Bobot (%)', { min: 0, max: 100, list: true })],
  }),
];
