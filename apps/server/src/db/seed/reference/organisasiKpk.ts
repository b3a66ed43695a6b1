import type { Db } from '../../client';
import { seedMaster } from './insert';

/**
 * The KPK's own organisation as the workflow reads it: the groups of the gratification directorate and their teams
 * (staff are placed in them in the user admin), and the reporter position levels with who signs their SK (DOMAIN.md
 * "The report's path" 5: who signs depends on the reporter's position level).
 */
export async function seedOrganisasiKpk(db: Db): Promise<Record<string, number>> {
  const grup = await seedMaster(db, 'grup', [
    { kode: 'GRUP_1', nama: 'Grup Pelaporan Gratifikasi I', urutan: 1 },
    { kode: 'GRUP_2', nama: 'Grup Pelaporan Gratifikasi II', urutan: 2 },
  ]);
  const tim = await seedMaster(db, 'tim', [
    { kode: 'TIM_1A', nama: 'Tim Verifikasi dan Analisis 1A', grup_id: 'GRUP_1' },
    { kode: 'TIM_1B', nama: 'Tim Verifikasi dan Analisis 1B', grup_id: 'GRUP_1' },
    { kode: 'TIM_2A', nama: 'Tim Verifikasi dan Analisis 2A', grup_id: 'GRUP_2' },
  ]);
  const level = await seedMaster(db, 'level', [
    {
      kode: 'PN_TINGGI',
      nama: 'Penyelenggara negara tingkat tinggi / eselon I',
      penandatangan_sk: 'pimpinan',
      urutan: 1,
    },
    {
      kode: 'ESELON_II',
      nama: 'Pejabat eselon II / pimpinan tinggi pratama',
      penandatangan_sk: 'deputi',
      urutan: 2,
    },
    {
      kode: 'ESELON_III',
      nama: 'Pejabat eselon III ke bawah / pegawai negeri',
      penandatangan_sk: 'direktur',
      urutan: 3,
    },
  ]);
  const aturan = await seedMaster(db, 'aturan-internal', [
    {
      kode: 'UU20-2001-12B',
      nama: 'Gratifikasi dianggap suap',
      isi: 'Setiap gratifikasi kepada pegawai negeri atau penyelenggara negara dianggap pemberian suap apabila berhubungan dengan jabatannya dan berlawanan dengan kewajiban atau tugasnya.',
      dasar_hukum: 'UU 20/2001 Pasal 12B',
    },
    {
      kode: 'UU20-2001-12C',
      nama: 'Kewajiban melapor dalam 30 hari kerja',
      isi: 'Ketentuan Pasal 12B tidak berlaku jika penerima melaporkan gratifikasi kepada KPK paling lambat 30 hari kerja sejak tanggal gratifikasi diterima.',
      dasar_hukum: 'UU 20/2001 Pasal 12C',
    },
    {
      kode: 'PERKOM-2-2019',
      nama: 'Pelaporan dan penetapan status gratifikasi',
      isi: 'Tata cara pelaporan gratifikasi, penetapan status kepemilikan, dan pengecualian (negative list).',
      dasar_hukum: 'Peraturan KPK 2/2019 sebagaimana diubah dengan Peraturan KPK 1/2026',
    },
  ]);
  return { grup, tim, level, 'aturan-internal': aturan };
}
