import { toFixedDecimal } from '../format/decimal';
import { formatRupiah } from '../format/number';

/** A negative-list element (unsur-nl master) with its conditions (kondisi-unsur-nl), as the proposal reads it. */
export interface UnsurNl {
  id: number;
  kode: string;
  nama: string;
  /** Rupiah limit per giver (batas_per_pemberi); null: no limit. */
  batasPerPemberi: string | null;
  /** Rupiah limit a year from the same giver (batas_per_tahun); null: no limit. */
  batasPerTahun: string | null;
  /** Only for gifts not in money or its equivalent (hanya_bukan_uang: the colleagues' element). */
  hanyaBukanUang: boolean;
  /** YYYY-MM-DD from which the element applies (berlaku_mulai); null: always. */
  berlakuMulai: string | null;
  kondisi: readonly string[];
}

/** A master row of the report (event kind, relation) and the element its `unsur_nl_id` points at. */
export interface NlSumber {
  nama: string;
  unsurNlId: number | null;
}

/** One item as the proposal reads it. */
export interface NlRincianFakta {
  id: number;
  nilaiRupiah: string;
  /** The object kind: its name and whether it is money or its equivalent (jenis-objek.is_uang). */
  jenisObjek: { nama: string; isUang: boolean } | null;
}

/** The facts of one report the negative-list proposal reads. */
export interface NlFakta {
  tanggalPenerimaan: string | null;
  peristiwa: NlSumber | null;
  hubungan: NlSumber | null;
  /** The same giver's gifts in the same calendar year on the reporter's other (live, submitted) reports. */
  totalTahunanLain: string;
  /** The report's live items. */
  rincian: readonly NlRincianFakta[];
}

/** The proposal for one item: the element that applies (null: not negative list) and why, in Indonesian. */
export interface NlUsulanRincian {
  rincianId: number;
  unsurNlId: number | null;
  alasan: string;
  /** The proposed element's conditions, for the assessor to check (no conflict of interest, …). */
  kondisi: readonly string[];
}

export interface NlUsulan {
  items: NlUsulanRincian[];
  /** Every item is proposed as negative list (and there is at least one item). */
  semuaNl: boolean;
  /** This report's gifts from its giver: the sum of its live items. */
  nilaiPemberi: string;
  totalTahunanLain: string;
  /** The giver's total for the year: the other reports plus this one. */
  totalTahunan: string;
  tahun: number | null;
}

/** Exact rupiah arithmetic: amounts as sen (numeric(20,2) strings never pass through floats). */
function sen(value: string | null | undefined): bigint {
  const d = value === null || value === undefined ? null : toFixedDecimal(value, 2);
  if (!d) return 0n;
  const n = BigInt(d.integer + d.fraction);
  return d.negative ? -n : n;
}

function money(s: bigint): string {
  const negative = s < 0n;
  const digits = (negative ? -s : s).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

const rp = (s: bigint) => formatRupiah(money(s));

/** The element's name without its parenthesised list (the family element names every relative). */
const namaPendek = (u: UnsurNl) => u.nama.replace(/\s*\(.*\)\s*$/, '');

const tampil = (yyyyMmDd: string) => yyyyMmDd.split('-').reverse().join('-');

interface Kandidat {
  unsur: UnsurNl;
  sumber: string;
}

interface Angka {
  nilaiPemberi: bigint;
  totalLain: bigint;
  tahun: number | null;
  satuRincian: boolean;
}

/** The elements the report's event kind and relation point at, in the masters' order (urutan). */
function kandidatOf(fakta: NlFakta, unsur: readonly UnsurNl[]): Kandidat[] {
  const sumber = new Map<number, string[]>();
  const add = (id: number | null | undefined, text: string) => {
    if (id === null || id === undefined) return;
    sumber.set(id, [...(sumber.get(id) ?? []), text]);
  };
  add(fakta.hubungan?.unsurNlId, `hubungan pemberi "${fakta.hubungan?.nama}"`);
  add(fakta.peristiwa?.unsurNlId, `peristiwa "${fakta.peristiwa?.nama}"`);
  return unsur.flatMap((u) => {
    const s = sumber.get(u.id);
    return s ? [{ unsur: u, sumber: s.join(' dan ') }] : [];
  });
}

/** Why the element does not apply to the item, or null when it does; `lolos` collects the limits it met. */
function halangan(
  k: Kandidat,
  item: NlRincianFakta,
  fakta: NlFakta,
  a: Angka,
  lolos: string[],
): string | null {
  const u = k.unsur;
  if (u.berlakuMulai && fakta.tanggalPenerimaan && fakta.tanggalPenerimaan < u.berlakuMulai)
    return `unsur berlaku mulai ${tampil(u.berlakuMulai)}, setelah tanggal penerimaan`;
  if (u.hanyaBukanUang && item.jenisObjek?.isUang)
    return `objek berupa uang atau setara uang (${item.jenisObjek.nama}), sedangkan unsur ini hanya untuk pemberian bukan uang`;
  const nilai = a.satuRincian ? 'Nilai' : 'Nilai pemberian dari pemberi yang sama pada laporan ini';
  if (u.batasPerPemberi !== null) {
    const batas = sen(u.batasPerPemberi);
    if (a.nilaiPemberi > batas)
      return `${nilai} ${rp(a.nilaiPemberi)} melebihi batas ${rp(batas)} per pemberi`;
    lolos.push(`${nilai} ${rp(a.nilaiPemberi)} tidak melebihi batas ${rp(batas)} per pemberi`);
  }
  if (u.batasPerTahun !== null) {
    const batas = sen(u.batasPerTahun);
    const total = a.nilaiPemberi + a.totalLain;
    const tahun = a.tahun === null ? '' : ` tahun ${a.tahun}`;
    const rinci = `${rp(total)} (laporan ini ${rp(a.nilaiPemberi)}, laporan lain ${rp(a.totalLain)})`;
    if (total > batas)
      return `jumlah pemberian dari pemberi yang sama${tahun} ${rinci} melebihi batas ${rp(batas)} per tahun`;
    lolos.push(
      `jumlah pemberian dari pemberi yang sama${tahun} ${rinci} tidak melebihi batas ${rp(batas)} per tahun`,
    );
  }
  return null;
}

const kalimat = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

function usulanRincian(
  item: NlRincianFakta,
  kandidat: readonly Kandidat[],
  fakta: NlFakta,
  a: Angka,
): NlUsulanRincian {
  if (kandidat.length === 0) {
    const p = fakta.peristiwa ? `peristiwa "${fakta.peristiwa.nama}"` : 'peristiwa (tidak diisi)';
    const h = fakta.hubungan ? `hubungan pemberi "${fakta.hubungan.nama}"` : 'hubungan pemberi (tidak diisi)';
    return {
      rincianId: item.id,
      unsurNlId: null,
      alasan: kalimat(`${p} dan ${h} tidak terkait unsur negative list mana pun`),
      kondisi: [],
    };
  }
  const gagal: string[] = [];
  for (const k of kandidat) {
    const lolos: string[] = [];
    const why = halangan(k, item, fakta, a, lolos);
    if (why === null) {
      const dasar = `${kalimat(`${k.sumber} sesuai unsur "${namaPendek(k.unsur)}"`)}`;
      return {
        rincianId: item.id,
        unsurNlId: k.unsur.id,
        alasan: [dasar, ...lolos.map(kalimat)].join(' '),
        kondisi: k.unsur.kondisi,
      };
    }
    gagal.push(`Unsur "${namaPendek(k.unsur)}" (${k.sumber}) tidak berlaku: ${why}.`);
  }
  return { rincianId: item.id, unsurNlId: null, alasan: gagal.join(' '), kondisi: [] };
}

/**
 * Proposes, per item of a report, the negative-list element that applies (Perkom 2/2019 Pasal 2(3) as amended):
 * the elements the event kind and the relation point at (their masters' unsur_nl_id), in the elements' order; the
 * first whose conditions hold (non-cash, the per-giver limit on this report's items, the yearly limit with the
 * giver's other reports) is proposed, otherwise none, each with its reason in Indonesian. A proposal only: the
 * team member confirms or overrides it.
 */
export function proposeNl(fakta: NlFakta, unsur: readonly UnsurNl[]): NlUsulan {
  // The per-giver limit is on what the giver gave: every live item of the report, refused ones included (as total_nilai).
  const nilaiPemberi = fakta.rincian.reduce((sum, r) => sum + sen(r.nilaiRupiah), 0n);
  const totalLain = sen(fakta.totalTahunanLain);
  const tahun = fakta.tanggalPenerimaan ? Number(fakta.tanggalPenerimaan.slice(0, 4)) : null;
  const angka: Angka = { nilaiPemberi, totalLain, tahun, satuRincian: fakta.rincian.length === 1 };
  const kandidat = kandidatOf(fakta, unsur);
  const items = fakta.rincian.map((item) => usulanRincian(item, kandidat, fakta, angka));
  return {
    items,
    semuaNl: items.length > 0 && items.every((i) => i.unsurNlId !== null),
    nilaiPemberi: money(nilaiPemberi),
    totalTahunanLain: money(totalLain),
    totalTahunan: money(nilaiPemberi + totalLain),
    tahun,
  };
}
