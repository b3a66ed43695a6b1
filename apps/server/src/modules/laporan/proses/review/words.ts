import {
  formatRupiah,
  formOf,
  type HasilIsian,
  type HasilRincian,
  STATUS_KEPEMILIKAN_LABELS,
  type StatusKepemilikan,
} from '@gratifikasi/domain';

/** The names a level's fields refer to by id or code, read once per report. */
export interface Names {
  rincian: ReadonlyMap<number, string>;
  unsurNl: ReadonlyMap<number, string>;
  level: ReadonlyMap<number, string>;
  aturan: ReadonlyMap<number, string>;
  checklist: ReadonlyMap<string, string>;
}

type Fields = Record<string, unknown>;

const field = (kunci: string, label: string, nilai: string, panjang = false): HasilIsian => ({
  kunci,
  label,
  nilai,
  panjang,
  berubah: false,
});

const text = (v: unknown): string => (typeof v === 'string' && v.trim() ? v.trim() : '-');
const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'number') : []);
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** An LHA item's recommendation in words: "Sebagian Milik Negara (bagian negara Rp500.000,00)". */
export function ownershipWords(status: unknown, nilaiNegara: unknown): string {
  const label = STATUS_KEPEMILIKAN_LABELS[status as StatusKepemilikan] ?? text(status);
  return status === 'SEBAGIAN_MILIK_NEGARA' && typeof nilaiNegara === 'string' && nilaiNegara
    ? `${label} (bagian negara ${formatRupiah(nilaiNegara)})`
    : label;
}

const itemName = (names: Names, id: number) => names.rincian.get(id) ?? `Rincian #${id}`;

/**
 * A level's recorded fields in words, by the form its decision carried: the fields (labels as the step's form
 * names them) and the per-item results (negative-list element, recommended ownership).
 */
export function resultWords(
  formulir: string | null,
  decision: string,
  f: Fields,
  names: Names,
): { isian: HasilIsian[]; rincian: HasilRincian[] } {
  const none = { isian: [], rincian: [] };
  switch (formOf(formulir, decision)) {
    case 'verifikasi-informasi':
      return {
        isian: [
          field('informasi_sesuai', 'Informasi laporan sesuai', f.informasi_sesuai === true ? 'Ya' : 'Tidak'),
          field('hasil_verifikasi', 'Hasil verifikasi', text(f.hasil_verifikasi), true),
        ],
        rincian: [],
      };
    case 'negative-list':
      return {
        isian: [],
        rincian: list<{ rincian_id: number; unsur_nl_id: number | null; alasan?: string | null }>(
          f.items,
        ).map((i) => ({
          rincian_id: i.rincian_id,
          uraian: itemName(names, i.rincian_id),
          nilai:
            i.unsur_nl_id === null
              ? 'Bukan negative list'
              : (names.unsurNl.get(i.unsur_nl_id) ?? `Unsur #${i.unsur_nl_id}`),
          catatan: i.alasan?.trim() || null,
          berubah: false,
        })),
      };
    case 'kelengkapan':
      return {
        isian: [
          ...list<{ kode: string; ada: boolean }>(f.checklist).map((c) =>
            field(`checklist.${c.kode}`, names.checklist.get(c.kode) ?? c.kode, c.ada ? 'Ada' : 'Tidak ada'),
          ),
          field('kekurangan', 'Kekurangan', text(f.kekurangan), true),
        ],
        rincian: [],
      };
    case 'permintaan':
      return {
        isian: [
          field('pesan', 'Pesan kepada pelapor', text(f.pesan), true),
          field(
            'pertanyaan',
            'Pertanyaan',
            list<{ pertanyaan: string }>(f.pertanyaan)
              .map((p, i) => `${i + 1}. ${p.pertanyaan}`)
              .join('\n') || '-',
            true,
          ),
        ],
        rincian: [],
      };
    case 'lha': {
      const levelId = typeof f.level_id === 'number' ? f.level_id : null;
      const aturan = ids(f.aturan_internal_ids).map((id) => names.aturan.get(id) ?? `Aturan #${id}`);
      return {
        isian: [
          field(
            'level_id',
            'Level jabatan pelapor',
            levelId === null ? '-' : (names.level.get(levelId) ?? '-'),
          ),
          field('ringkasan', 'Ringkasan analisis', text(f.ringkasan), true),
          field('aturan_internal_ids', 'Aturan internal', aturan.join('; ') || '-'),
        ],
        rincian: list<{ rincian_id: number; status: string; nilai_negara?: string | null }>(f.items).map(
          (i) => ({
            rincian_id: i.rincian_id,
            uraian: itemName(names, i.rincian_id),
            nilai: ownershipWords(i.status, i.nilai_negara),
            catatan: null,
            berubah: false,
          }),
        ),
      };
    }
    case 'selesai-riksa':
      return { isian: [field('pertimbangan', 'Pertimbangan', text(f.pertimbangan), true)], rincian: [] };
    case 'alasan':
      return { isian: [field('alasan', 'Alasan', text(f.alasan), true)], rincian: [] };
    default:
      return none;
  }
}
