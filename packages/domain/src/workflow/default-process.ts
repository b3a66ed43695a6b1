import type { RoleName } from '../access/roles';

/**
 * The default process of DOMAIN.md "The report's path", GRATIFIKASI v1, as the seed installs it into the wfl-re
 * masters. The engine reads the masters, never this constant: it is the seed's source and the tests' fixture.
 */
export const DEFAULT_PROCESS = { kode: 'GRATIFIKASI', versi: 1 } as const;

/** [step code, name, acting role]. */
export const DEFAULT_TASKS: readonly (readonly [string, string, RoleName])[] = [
  ['draft', 'Draf laporan', 'individu'],
  ['save', 'Kirim laporan', 'individu'],
  ['distribusi', 'Distribusi laporan ke grup', 'koordinator'],
  ['distribusi-f', 'Distribusi laporan ke anggota tim', 'ketua_group'],
  ['f30', 'Verifikasi informasi', 'anggota_tim'],
  ['f34', 'Reviu verifikasi informasi', 'ketua_tim'],
  ['f38', 'Persetujuan verifikasi informasi', 'ketua_group'],
  ['f31', 'Identifikasi unsur negative list', 'anggota_tim'],
  ['f35', 'Reviu unsur negative list', 'ketua_tim'],
  ['f39', 'Persetujuan unsur negative list', 'ketua_group'],
  ['f33', 'Verifikasi kelengkapan', 'anggota_tim'],
  ['f37', 'Reviu verifikasi kelengkapan', 'ketua_tim'],
  ['f3b', 'Persetujuan verifikasi kelengkapan', 'ketua_group'],
  ['f3g', 'Pelapor melengkapi laporan', 'individu'],
  ['f40', 'Tanggapan pelapor', 'individu'],
  ['f60', 'Penyusunan LHA', 'anggota_tim'],
  ['f61', 'Reviu LHA', 'ketua_tim'],
  ['f63', 'Persetujuan LHA dan ajukan riksa', 'ketua_group'],
  ['f80', 'Riksa direktur', 'direktur'],
  ['f83', 'Selesai riksa', 'direktur'],
  ['f70', 'SK oleh direktur', 'direktur'],
  ['f72', 'SK oleh deputi', 'deputi'],
  ['f74', 'SK oleh pimpinan', 'pimpinan'],
  ['f7A', 'Penomoran SK', 'Administrasi/Sekretaris'],
  ['f7E', 'Penomoran SPSK', 'Administrasi/Sekretaris'],
  ['f5a', 'Tidak ditindaklanjuti oleh direktur', 'direktur'],
  ['f5z', 'Dinyatakan SP3', 'direktur'],
  ['f51', 'Surat SP3 oleh ketua tim', 'ketua_tim'],
  ['f52', 'Surat SP3 oleh ketua group', 'ketua_group'],
  ['f54', 'Surat SP3 oleh direktur', 'direktur'],
  ['f56', 'Surat SP3 oleh deputi', 'deputi'],
  ['f5D', 'Penomoran SP3', 'Administrasi/Sekretaris'],
];

/** A chain step is approved upward ('setuju') and returned downward ('kembalikan'). */
function chain(steps: readonly string[]): (readonly [string, string, string])[] {
  return steps.slice(1).flatMap((to, i) => {
    const from = steps[i] ?? '';
    return [[from, to, 'setuju'] as const, [to, from, 'kembalikan'] as const];
  });
}

/** [from, to, decision]. */
export const DEFAULT_SEQUENCES: readonly (readonly [string, string, string])[] = [
  ['draft', 'save', 'kirim'],
  ['save', 'distribusi', 'kirim'],
  ['distribusi', 'distribusi-f', 'distribusi'],
  ['distribusi-f', 'f30', 'distribusi'],
  ...chain(['f30', 'f34', 'f38']),
  ['f38', 'f31', 'setuju'],
  ...chain(['f31', 'f35', 'f39']),
  ['f39', 'f5a', 'semua_nl'],
  ['f39', 'f33', 'setuju'],
  ...chain(['f33', 'f37', 'f3b']),
  ['f3b', 'f3g', 'tidak_lengkap'],
  ['f3g', 'f33', 'dilengkapi'],
  ['f3g', 'f5a', 'kedaluwarsa'],
  ['f3b', 'f40', 'minta_tanggapan'],
  ['f40', 'f33', 'tanggapan'],
  ['f3b', 'f60', 'lengkap'],
  ...chain(['f60', 'f61', 'f63']),
  ['f63', 'f80', 'ajukan_riksa'],
  ['f80', 'f63', 'kembalikan'],
  ['f80', 'f83', 'setuju'],
  ['f83', 'f70', 'tetapkan_sk'],
  ['f83', 'f5z', 'sp3'],
  ['f70', 'f7A', 'ditandatangani_direktur'],
  ['f70', 'f72', 'teruskan'],
  ['f72', 'f7A', 'ditandatangani_deputi'],
  ['f72', 'f74', 'teruskan'],
  ['f74', 'f7A', 'ditandatangani_pimpinan'],
  ['f7A', 'f7E', 'bernomor'],
  ['f5a', 'f51', 'sp3'],
  ['f5z', 'f51', 'sp3'],
  ...chain(['f51', 'f52', 'f54', 'f56']),
  ['f56', 'f5D', 'setuju'],
];
