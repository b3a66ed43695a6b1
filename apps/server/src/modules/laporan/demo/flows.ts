import { LAPORAN_IMPORT_COLUMNS, type OgItem, workflowStepPath } from '@gratifikasi/domain';
import type { ServerContext } from '../../../context';
import { excelLib } from '../../../platform/excel';
import { multipart } from '../../../platform/multipart-body';
import { approveInSimulator } from '../../eoffice/simulate';
import {
  EOFFICE_ACTOR,
  PATH_ALL_NL,
  PATH_TO_SK,
  type ScenarioRefs,
  scenarioFields,
} from '../proses/scenario';
import { ITEMS, MORE_ITEMS, NL_ITEMS } from './catalogue';
import type { DemoCall, DemoMultipart, masterIds, Who } from './context';
import { reportBody } from './context';
import type { DemoPelapor } from './people';

export const UPG: Who = ['upg', 'upg'];
export const ENTRI: Who = ['data_entry', 'data_entry'];
/** The demo staff acting at each step's role (the process's role names). */
const STAFF: Record<string, Who> = {
  koordinator: ['koordinator', 'koordinator'],
  ketua_group: ['ketua_group', 'ketua_group'],
  ketua_tim: ['ketua_tim', 'ketua_tim'],
  anggota_tim: ['anggota_tim', 'anggota_tim'],
  direktur: ['direktur', 'direktur'],
  deputi: ['deputi', 'deputi'],
  pimpinan: ['pimpinan', 'pimpinan'],
  'Administrasi/Sekretaris': ['sekretaris', 'Administrasi/Sekretaris'],
  admin_pengelola_OG: ['admin_pengelola_og', 'admin_pengelola_OG'],
};

/** The UPG and the data-entry officer record their reporters through the pelapor API; NIK → pelapor id. */
export async function recordPelapors(
  call: DemoCall,
  ids: ReturnType<typeof masterIds>,
  who: Who,
  people: readonly DemoPelapor[],
): Promise<number[]> {
  const out: number[] = [];
  for (const [i, p] of people.entries()) {
    const saved = await call<{ id: number }>(who, 'POST', 'pelapor', {
      nama: p.nama,
      nik: p.nik,
      tempat_lahir: p.tempat_lahir,
      tanggal_lahir: p.tanggal_lahir,
      alamat: p.alamat,
      provinsi_id: await ids('provinsi', p.provinsi),
      kota_kabupaten_id: await ids('kota-kabupaten', p.kota),
      telepon: `08121100${String(100 + i).padStart(4, '0')}`,
      email: `${p.nama.toLowerCase().replace(/[^a-z]+/g, '.')}@demo.gratifikasi.go.id`,
      instansi_id: await ids('instansi', p.instansi),
      jabatan: p.jabatan,
    });
    out.push(saved.id);
  }
  return out;
}

/** Files a report as `who` for `pelaporId` with `items`; returns its id. */
export async function file(
  call: DemoCall,
  ids: ReturnType<typeof masterIds>,
  who: Who,
  i: number,
  pelaporId: number,
  items: readonly (typeof ITEMS)[number][],
  today: string,
): Promise<number> {
  const saved = await call<{ laporan: { id: number } }>(
    who,
    'POST',
    'laporan/save',
    await reportBody(ids, i, pelaporId, items, today),
  );
  return saved.laporan.id;
}

/**
 * Moves a filed report along `path` through the step routes, each decision with the version the previous one
 * answered (one read of the report's process at the start); a numbering step by the e-office simulator's approver,
 * which numbers and issues the letter (the only way a decision letter is numbered).
 */
export async function moveAlong(
  ctx: ServerContext,
  call: DemoCall,
  id: number,
  path: readonly (readonly [string, string, string])[],
  refs: ScenarioRefs,
): Promise<void> {
  let version: number | null = null;
  for (const [step, decision, role] of path) {
    if (role === EOFFICE_ACTOR) {
      await approveInSimulator(ctx, id, step, refs.today);
      version = null;
      continue;
    }
    const who = STAFF[role];
    if (!who) throw new Error(`demo: no staff for ${role}`);
    if (version === null)
      version = (await call<{ version: number }>(who, 'GET', `laporan/${id}/aksi`)).version;
    const moved: { version: number } = await call(who, 'POST', workflowStepPath(id, step), {
      keputusan: decision,
      versi: version,
      ...scenarioFields(step, decision, refs),
    });
    version = moved.version;
  }
}

/** The path of the i-th report of the past: an SK every other report, else all items on the negative list. */
export function pastPath(i: number) {
  const nl = i % 2 === 1;
  return { path: nl ? PATH_ALL_NL : PATH_TO_SK, items: pastItems(i, nl), nl };
}

/** One item or two, taken in turn from the catalogue: every kind and currency recurs, the first ones often. */
export function pastItems(i: number, nl: boolean) {
  const k = Math.floor(i / 2);
  const list = nl ? NL_ITEMS : ITEMS;
  const first = list[k % list.length] ?? list[0];
  if (!first) throw new Error('demo: empty catalogue');
  const second = MORE_ITEMS[k % MORE_ITEMS.length];
  return !nl && k % 2 === 0 && second ? [first, second] : [first];
}

/** The UPG's Excel import (its own screen's file): two reports of its employees, one with two items. */
export async function importReports(
  send: DemoMultipart,
  employees: readonly DemoPelapor[],
  today: string,
): Promise<number> {
  const row = (key: string, p: DemoPelapor | undefined, it: (typeof ITEMS)[number]) => ({
    no_laporan_impor: key,
    nik_pelapor: p?.nik ?? '',
    jenis_peristiwa: 'HARI_RAYA',
    tempat_penerimaan: 'Rumah dinas, Jakarta',
    tanggal_penerimaan: today,
    hubungan: 'MASYARAKAT',
    nama_pemberi: 'Koperasi Karyawan Sejahtera',
    instansi_pemberi: 'Mitra kerja',
    alamat_pemberi: 'Jl. Kramat Raya No. 4, Jakarta Pusat',
    kronologi: 'Menjelang hari raya, mitra kerja mengantarkan bingkisan ke rumah pegawai.',
    status_penerimaan: 'DITERIMA',
    jenis_penerimaan: it.penerimaan,
    jenis_objek: it.objek,
    uraian: it.uraian,
    jumlah: 1,
    nilai_taksiran: it.nilai,
    mata_uang: it.mata_uang,
  });
  const [a, b] = [employees[1], employees[3]];
  const rows = [
    row('IMP-1', a, NL_ITEMS[0] ?? ITEMS[0]!),
    row('IMP-1', a, ITEMS[2]!),
    row('IMP-2', b, ITEMS[0]!),
  ];
  const ExcelJS = await excelLib();
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Laporan');
  sheet.addRow([...LAPORAN_IMPORT_COLUMNS]);
  for (const r of rows)
    sheet.addRow(LAPORAN_IMPORT_COLUMNS.map((c) => (r as Record<string, unknown>)[c] ?? null));
  const bytes = Buffer.from(await wb.xlsx.writeBuffer());
  const saved = await send<{ created: number }>(
    UPG,
    'laporan/save-import',
    multipart({ bytes, filename: 'impor-laporan.xlsx' }),
  );
  return saved.created;
}

/** The object manager receives, in one receipt, the objects the past SKs ruled (long since handed over). */
export async function receivePastObjects(
  call: DemoCall,
  laporanIds: ReadonlySet<number>,
  lokasiId: number,
  today: string,
) {
  const who = STAFF.admin_pengelola_OG as Who;
  const { items } = await call<{ items: OgItem[] }>(who, 'GET', 'og/list?per_page=100&state=DIHARAPKAN');
  const mine = items.filter((o) => laporanIds.has(o.laporan_id));
  if (mine.length === 0) return 0;
  await call(who, 'POST', 'og/dokumen', {
    jenis: 'PENERIMAAN',
    tanggal: today,
    pihak_nama: 'Para pelapor (penyerahan objek)',
    lokasi_id: lokasiId,
    catatan: 'Objek laporan yang telah ditetapkan diserahkan pelapor ke loket penerimaan KPK.',
    items: mine.map((o) => ({ og_id: o.id, version: o.version })),
  });
  return mine.length;
}
