/**
 * The call path of each step of the report's process (spec §7 "Workflow POSTs under laporan/{id}/fNN-..."): every one
 * is a thin route over the one transition. A step added to the process without a path here is still reachable
 * through `POST laporan/{id}/proses/{step}`.
 */
export const WORKFLOW_STEP_PATHS: Readonly<Record<string, string>> = {
  distribusi: 'distribusi',
  'distribusi-f': 'distribusi-fungsional',
  f30: 'f30-verifikasi-informasi',
  f34: 'f34-reviu-verifikasi-informasi',
  f38: 'f38-persetujuan-verifikasi-informasi',
  f31: 'f31-identifikasi-negative-list',
  f35: 'f35-reviu-negative-list',
  f39: 'f39-persetujuan-negative-list',
  f33: 'f33-verifikasi-kelengkapan',
  f37: 'f37-reviu-kelengkapan',
  f3b: 'f3b-persetujuan-kelengkapan',
  f3g: 'f3g-kelengkapan-pelapor',
  f40: 'f40-tanggapan-pelapor',
  f60: 'f60-analisis',
  f61: 'f61-reviu-analisis',
  f63: 'f63-ajukan-riksa',
  f80: 'f80-riksa',
  f83: 'f83-selesai-riksa',
  f70: 'f70-sk-direktur',
  f72: 'f72-sk-deputi',
  f74: 'f74-sk-pimpinan',
  f7A: 'f7A-penomoran-sk',
  f7E: 'f7E-penomoran-spsk',
  f5a: 'f5a-tidak-ditindaklanjuti',
  f5z: 'f5z-sp3-lha',
  f51: 'f51-sp3-ketua-tim',
  f52: 'f52-sp3-ketua-group',
  f54: 'f54-sp3-direktur',
  f56: 'f56-sp3-deputi',
  f5D: 'f5D-penomoran-sp3',
};

/** The path of the step's call for a report, e.g. `laporan/12/f30-verifikasi-informasi`. */
export function workflowStepPath(laporanId: number, step: string): string {
  return `laporan/${laporanId}/${WORKFLOW_STEP_PATHS[step] ?? `proses/${step}`}`;
}
