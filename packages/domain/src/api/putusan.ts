import { z } from 'zod';
import { STATUS_KEPEMILIKAN } from '../workflow/forms';

/**
 * What an item's ruling asks of its reporter (issue 24 §1): hand the object over to the KPK by its deadline, pay the
 * bill issued for it, nothing (it is theirs; or the report was not followed up) — or it is done already.
 */
export const TINDAK_LANJUT = ['SERAHKAN', 'BAYAR', 'DIKEMBALIKAN', 'TIDAK_ADA', 'SELESAI'] as const;
export type TindakLanjut = (typeof TINDAK_LANJUT)[number];

export const TINDAK_LANJUT_LABELS: Readonly<Record<TindakLanjut, string>> = {
  SERAHKAN: 'Serahkan objek ke KPK',
  BAYAR: 'Bayar tagihan',
  DIKEMBALIKAN: 'Objek dikembalikan kepada Anda',
  TIDAK_ADA: 'Tidak ada yang perlu dilakukan',
  SELESAI: 'Sudah selesai',
};

const letter = z.object({
  /** The letter's record, for `GET laporan/{id}/dokumen/surat/{surat_id}`. */
  surat_id: z.number(),
  /** The letter kind (`draft-sk` is the SK once numbered). */
  jenis: z.string(),
  nama: z.string(),
  nomor: z.string().nullable(),
  tanggal: z.string(),
});

/**
 * `GET laporan/{id}/putusan`: the KPK's ruling on a report once it is issued — the letters issued to the reporter
 * (SK and SPSK, or SP3) and, per item, the ruling in words and what follows for the reporter. `terbit` false (and
 * the rest empty) while the ruling is not issued.
 */
export const putusanLaporanSchema = z.object({
  terbit: z.boolean(),
  /** SK (a ruling on ownership) or SP3 (not followed up); null while not issued. */
  jenis: z.enum(['SK', 'SP3']).nullable(),
  surat: z.array(letter),
  rincian: z.array(
    z.object({
      rincian_id: z.number(),
      uraian: z.string(),
      /** Null under an SP3: no ruling on ownership. */
      keputusan: z.enum(STATUS_KEPEMILIKAN).nullable(),
      keputusan_label: z.string(),
      /** The state's part of a partly state-owned item, in rupiah. */
      nilai_negara: z.string().nullable(),
      tindak_lanjut: z.enum(TINDAK_LANJUT),
      tindak_lanjut_label: z.string(),
      /** What to do, in a sentence (the deadline, the bill's number, value and VA). */
      keterangan: z.string(),
      /** The handover deadline (YYYY-MM-DD) and the working days it gives after the SK. */
      batas: z.string().nullable(),
      batas_hk: z.number().nullable(),
    }),
  ),
});
export type PutusanLaporan = z.infer<typeof putusanLaporanSchema>;
