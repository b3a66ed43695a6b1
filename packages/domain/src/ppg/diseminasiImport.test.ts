import { describe, expect, it } from 'vitest';
import { diseminasiBodySchema, inovasiBandingkanQuerySchema } from '../api/ppgUpg';
import {
  checkDiseminasiImportRow,
  type DiseminasiImportCells,
  type DiseminasiImportCodes,
  parsePesertaCell,
} from './diseminasiImport';
import { triwulanOf } from './triwulan';

const codes: DiseminasiImportCodes = {
  jenis_diseminasi: new Map([['SOSIALISASI', 1]]),
  klasifikasi_kegiatan: new Map([['INTERNAL', 2]]),
  sasaran_kegiatan: new Map([['PEGAWAI', 3]]),
  level_jabatan_peserta: new Map([
    ['PELAKSANA', 10],
    ['FUNGSIONAL', 11],
  ]),
  provinsi: new Map([
    ['31', 31],
    ['32', 32],
  ]),
  kabkota: new Map([['31.71', { id: 3171, provinsi_id: 31 }]]),
};

const cells = (over: Partial<DiseminasiImportCells> = {}): DiseminasiImportCells => ({
  nama_kegiatan: 'Sosialisasi Gratifikasi',
  jenis_diseminasi: 'sosialisasi',
  klasifikasi_kegiatan: 'INTERNAL',
  sasaran_kegiatan: 'PEGAWAI',
  tanggal_awal: '2026-03-31',
  tanggal_akhir: '2026-04-01',
  narasumber: 'Ketua UPG',
  provinsi: '31',
  kabkota: '31.71',
  tempat: '',
  peserta: 'PELAKSANA:40; fungsional:12',
  uraian: '',
  ...over,
});

describe('dissemination import rows', () => {
  it('turns a valid row into the form’s payload, codes resolved case-insensitively', () => {
    const result = checkDiseminasiImportRow(cells(), codes);
    expect(result).toEqual({
      ok: true,
      payload: expect.objectContaining({
        jenis_diseminasi_id: 1,
        kabkota_id: 3171,
        tempat: null,
        peserta: [
          { level_jabatan_peserta_id: 10, jumlah: 40 },
          { level_jabatan_peserta_id: 11, jumlah: 12 },
        ],
      }),
    });
  });

  it('names each bad column of a row', () => {
    const result = checkDiseminasiImportRow(
      cells({ jenis_diseminasi: 'X', provinsi: '32', tanggal_akhir: 'invalid', peserta: 'STAF:3' }),
      codes,
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        'jenis_diseminasi: kode "X" tidak dikenal',
        'kabkota: kota/kabupaten tidak berada di provinsi yang diisi',
        'tanggal_akhir: bukan tanggal (isi YYYY-MM-DD atau DD-MM-YYYY)',
        'peserta: kode level jabatan "STAF" tidak dikenal',
      ],
    });
  });

  it('applies the form’s rules after the codes: dates in order, a level once', () => {
    expect(checkDiseminasiImportRow(cells({ tanggal_akhir: '2026-03-01' }), codes)).toEqual({
      ok: false,
      errors: ['tanggal_akhir: Tanggal akhir tidak boleh sebelum tanggal awal'],
    });
    const twice = checkDiseminasiImportRow(cells({ peserta: 'PELAKSANA:1; PELAKSANA:2' }), codes);
    expect(twice.ok).toBe(false);
  });

  it('reads the participants cell as KODE:jumlah entries', () => {
    expect(parsePesertaCell('', codes.level_jabatan_peserta).errors).toEqual([
      'peserta: wajib diisi, mis. ESELON_II:12; STAF:40',
    ]);
    expect(parsePesertaCell('PELAKSANA 40', codes.level_jabatan_peserta).errors).toEqual([
      'peserta: "PELAKSANA 40" harus berbentuk KODE:jumlah',
    ]);
    expect(parsePesertaCell('PELAKSANA=5\nFUNGSIONAL:7', codes.level_jabatan_peserta).entries).toHaveLength(
      2,
    );
  });
});

describe('dissemination periods and comparison', () => {
  it('takes year and quarter from the first day on the Jakarta calendar', () => {
    expect(triwulanOf('2026-03-31')).toEqual({ tahun: 2026, triwulan: 1 });
    expect(triwulanOf('2026-04-01')).toEqual({ tahun: 2026, triwulan: 2 });
    expect(triwulanOf('2025-12-31T17:30:00Z')).toEqual({ tahun: 2026, triwulan: 1 });
  });

  it('refuses a body without participants', () => {
    const parsed = diseminasiBodySchema.safeParse({ ...cells(), peserta: [] });
    expect(parsed.success).toBe(false);
  });

  it('compares two to four distinct innovations', () => {
    expect(inovasiBandingkanQuerySchema.parse({ ids: '3,1' }).ids).toEqual([3, 1]);
    expect(inovasiBandingkanQuerySchema.safeParse({ ids: '3' }).success).toBe(false);
    expect(inovasiBandingkanQuerySchema.safeParse({ ids: '1,2,3,4,5' }).success).toBe(false);
    expect(inovasiBandingkanQuerySchema.safeParse({ ids: '2,2' }).success).toBe(false);
  });
});
