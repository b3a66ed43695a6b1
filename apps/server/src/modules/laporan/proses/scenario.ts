/**
 * The fields a decision carries on the ordinary path, for the demo seed and the tests: both move reports through
 * the engine exactly as the screens do, with these as what the staff typed.
 */
export interface ScenarioRefs {
  rincianIds: readonly number[];
  grupId: number;
  anggotaUserId: number;
  levelId: number;
  today: string;
  /** Negative-list element for every item (all NL), or null (none on the list). */
  unsurNlId?: number | null;
  /** The LHA's ruling per item id where it is not MILIK_NEGARA (the objects' tests and demo). */
  kepemilikan?: Readonly<Record<number, string>>;
}

export function scenarioFields(step: string, decision: string, refs: ScenarioRefs): Record<string, unknown> {
  if (decision === 'kembalikan') return { catatan: 'Mohon diperbaiki sesuai catatan reviu.' };
  const nl = refs.unsurNlId ?? null;
  switch (step) {
    case 'distribusi':
      return { grup_id: refs.grupId };
    case 'distribusi-f':
      return { anggota_user_id: refs.anggotaUserId };
    case 'f30':
      return {
        informasi_sesuai: true,
        hasil_verifikasi: 'Informasi pelapor dan pemberi telah diverifikasi sesuai.',
      };
    case 'f31':
    case 'f35':
    case 'f39':
      return {
        items: refs.rincianIds.map((id) => ({
          rincian_id: id,
          unsur_nl_id: nl,
          alasan: nl ? 'Sesuai unsur negative list' : null,
        })),
      };
    case 'f33':
      return { checklist: [{ kode: 'KRONOLOGI', ada: true }], kekurangan: null };
    case 'f3b':
      return decision === 'lengkap'
        ? {}
        : {
            pesan: 'Mohon lengkapi dokumen pendukung laporan Anda.',
            pertanyaan: [{ pertanyaan: 'Unggah undangan acara' }],
          };
    case 'f60':
    case 'f61':
    case 'f63':
      return {
        level_id: refs.levelId,
        ringkasan: 'Penerimaan berhubungan dengan jabatan dan berlawanan dengan kewajiban pelapor.',
        items: refs.rincianIds.map((id) => ({
          rincian_id: id,
          status: refs.kepemilikan?.[id] ?? 'MILIK_NEGARA',
        })),
        aturan_internal_ids: [],
      };
    case 'f83':
      return { pertimbangan: 'Hasil analisis telah direviu dan dapat ditetapkan.' };
    case 'f7A':
    case 'f7E':
    case 'f5D':
      return { tanggal: refs.today };
    case 'f5a':
    case 'f5z':
      return { alasan: 'Seluruh rincian termasuk negative list sehingga tidak ditindaklanjuti.' };
    case 'f51':
      return {
        isi: 'Laporan gratifikasi Saudara tidak ditindaklanjuti karena seluruh penerimaan termasuk pengecualian.',
      };
    default:
      return {};
  }
}

/**
 * Who takes a numbering step's decision (f7A SK, f7E SPSK, f5D SP3): the e-office's approval, the only way a decision
 * letter is numbered and issued — on the demo's and the tests' paths, the simulator's approver (eoffice/simulate).
 */
export const EOFFICE_ACTOR = 'e-office';

/** The decisions of the ordinary path to an SK signed by `penandatangan`, step by step, with the role acting. */
export const PATH_TO_SK: readonly (readonly [string, string, string])[] = [
  ['distribusi', 'distribusi', 'koordinator'],
  ['distribusi-f', 'distribusi', 'ketua_group'],
  ['f30', 'setuju', 'anggota_tim'],
  ['f34', 'setuju', 'ketua_tim'],
  ['f38', 'setuju', 'ketua_group'],
  ['f31', 'setuju', 'anggota_tim'],
  ['f35', 'setuju', 'ketua_tim'],
  ['f39', 'setuju', 'ketua_group'],
  ['f33', 'setuju', 'anggota_tim'],
  ['f37', 'setuju', 'ketua_tim'],
  ['f3b', 'lengkap', 'ketua_group'],
  ['f60', 'setuju', 'anggota_tim'],
  ['f61', 'setuju', 'ketua_tim'],
  ['f63', 'ajukan_riksa', 'ketua_group'],
  ['f80', 'setuju', 'direktur'],
  ['f83', 'tetapkan_sk', 'direktur'],
  ['f70', 'teruskan', 'direktur'],
  ['f72', 'ditandatangani_deputi', 'deputi'],
  ['f7A', 'bernomor', EOFFICE_ACTOR],
  ['f7E', 'bernomor', EOFFICE_ACTOR],
];

/** All items on the negative list: verified, then not followed up, then the SP3 chain and its number. */
export const PATH_ALL_NL: readonly (readonly [string, string, string])[] = [
  ...PATH_TO_SK.slice(0, 7),
  ['f39', 'semua_nl', 'ketua_group'],
  ['f5a', 'sp3', 'direktur'],
  ['f51', 'setuju', 'ketua_tim'],
  ['f52', 'setuju', 'ketua_group'],
  ['f54', 'setuju', 'direktur'],
  ['f56', 'setuju', 'deputi'],
  ['f5D', 'bernomor', EOFFICE_ACTOR],
];
