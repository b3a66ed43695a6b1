import { describe, expect, it } from 'vitest';
import { type NlFakta, type NlRincianFakta, proposeNl, type UnsurNl } from './propose';

const unsur = (id: number, kode: string, nama: string, over: Partial<UnsurNl> = {}): UnsurNl => ({
  id,
  kode,
  nama,
  batasPerPemberi: null,
  batasPerTahun: null,
  hanyaBukanUang: false,
  berlakuMulai: null,
  kondisi: ['Tidak terdapat konflik kepentingan'],
  ...over,
});

// In the seed's order (urutan): family first, ceremonies, then colleagues.
const KELUARGA = unsur(1, 'KELUARGA', 'Pemberian dari keluarga (kakek/nenek, orang tua, mertua)');
const UPACARA = unsur(14, 'UPACARA', 'Pemberian terkait pernikahan, kelahiran, upacara adat atau keagamaan', {
  batasPerPemberi: '1500000.00',
});
const REKAN = unsur(16, 'REKAN_KERJA', 'Pemberian sesama rekan kerja yang tidak berbentuk uang', {
  batasPerPemberi: '500000.00',
  batasPerTahun: '1500000.00',
  hanyaBukanUang: true,
  kondisi: ['Tidak terdapat konflik kepentingan', 'Tidak dalam bentuk uang atau alat tukar lainnya'],
});
const ALL = [KELUARGA, UPACARA, REKAN];

const barang = (id: number, nilai: string): NlRincianFakta => ({
  id,
  nilaiRupiah: nilai,
  jenisObjek: { nama: 'Barang elektronik', isUang: false },
});
const uang = (id: number, nilai: string): NlRincianFakta => ({
  id,
  nilaiRupiah: nilai,
  jenisObjek: { nama: 'Uang tunai', isUang: true },
});

const fakta = (over: Partial<NlFakta>): NlFakta => ({
  tanggalPenerimaan: '2026-03-10',
  peristiwa: { nama: 'Kunjungan kerja', unsurNlId: null },
  hubungan: { nama: 'Rekanan/vendor', unsurNlId: null },
  totalTahunanLain: '0',
  rincian: [barang(1, '100000.00')],
  ...over,
});
const rekan = { nama: 'Rekan kerja', unsurNlId: REKAN.id };
const pernikahan = { nama: 'Pernikahan', unsurNlId: UPACARA.id };

describe('proposeNl: the negative-list element each item falls under', () => {
  it('proposes the family element for a gift from family, whatever its value', () => {
    const out = proposeNl(
      fakta({ hubungan: { nama: 'Keluarga', unsurNlId: KELUARGA.id }, rincian: [uang(1, '90000000')] }),
      ALL,
    );
    expect(out.items).toEqual([
      {
        rincianId: 1,
        unsurNlId: KELUARGA.id,
        alasan: 'Hubungan pemberi "Keluarga" sesuai unsur "Pemberian dari keluarga".',
        kondisi: ['Tidak terdapat konflik kepentingan'],
      },
    ]);
    expect(out.semuaNl).toBe(true);
  });

  it('proposes the ceremony element up to its per-giver limit, and none above it', () => {
    const under = proposeNl(fakta({ peristiwa: pernikahan, rincian: [uang(1, '1500000')] }), ALL);
    expect(under.items[0]?.unsurNlId).toBe(UPACARA.id);
    expect(under.items[0]?.alasan).toBe(
      'Peristiwa "Pernikahan" sesuai unsur "Pemberian terkait pernikahan, kelahiran, upacara adat atau keagamaan". ' +
        'Nilai Rp1.500.000,00 tidak melebihi batas Rp1.500.000,00 per pemberi.',
    );
    const over = proposeNl(
      fakta({ peristiwa: pernikahan, rincian: [uang(1, '1000000'), barang(2, '500000.01')] }),
      ALL,
    );
    expect(over.items.map((i) => i.unsurNlId)).toEqual([null, null]);
    expect(over.items[1]?.alasan).toContain(
      'Nilai pemberian dari pemberi yang sama pada laporan ini Rp1.500.000,01 melebihi batas Rp1.500.000,00 per pemberi',
    );
    expect(over.semuaNl).toBe(false);
    expect(over.nilaiPemberi).toBe('1500000.01');
  });

  it('refuses the colleagues’ element for money, and above Rp500.000 per giver', () => {
    const cash = proposeNl(fakta({ hubungan: rekan, rincian: [uang(1, '100000')] }), ALL);
    expect(cash.items[0]).toMatchObject({ unsurNlId: null, kondisi: [] });
    expect(cash.items[0]?.alasan).toBe(
      'Unsur "Pemberian sesama rekan kerja yang tidak berbentuk uang" (hubungan pemberi "Rekan kerja") tidak berlaku: ' +
        'objek berupa uang atau setara uang (Uang tunai), sedangkan unsur ini hanya untuk pemberian bukan uang.',
    );
    const big = proposeNl(fakta({ hubungan: rekan, rincian: [barang(1, '600000')] }), ALL);
    expect(big.items[0]?.alasan).toContain('Nilai Rp600.000,00 melebihi batas Rp500.000,00 per pemberi');
    const ok = proposeNl(fakta({ hubungan: rekan, rincian: [barang(1, '500000')] }), ALL);
    expect(ok.items[0]?.unsurNlId).toBe(REKAN.id);
    expect(ok.items[0]?.kondisi).toEqual(REKAN.kondisi);
  });

  it('adds the giver’s other reports of the year to the yearly limit', () => {
    const within = proposeNl(
      fakta({ hubungan: rekan, totalTahunanLain: '1000000.00', rincian: [barang(1, '500000')] }),
      ALL,
    );
    expect(within.items[0]?.unsurNlId).toBe(REKAN.id);
    expect(within.items[0]?.alasan).toContain(
      'Jumlah pemberian dari pemberi yang sama tahun 2026 Rp1.500.000,00 (laporan ini Rp500.000,00, laporan lain Rp1.000.000,00) tidak melebihi batas Rp1.500.000,00 per tahun.',
    );
    const beyond = proposeNl(
      fakta({ hubungan: rekan, totalTahunanLain: '1100000', rincian: [barang(1, '400000.50')] }),
      ALL,
    );
    expect(beyond.items[0]?.unsurNlId).toBeNull();
    expect(beyond.items[0]?.alasan).toContain(
      'jumlah pemberian dari pemberi yang sama tahun 2026 Rp1.500.000,50 (laporan ini Rp400.000,50, laporan lain Rp1.100.000,00) melebihi batas Rp1.500.000,00 per tahun',
    );
    expect(beyond).toMatchObject({ totalTahunanLain: '1100000.00', totalTahunan: '1500000.50', tahun: 2026 });
  });

  it('takes the first element in the masters’ order that holds, per item', () => {
    // A colleague at a wedding: the ceremony element (no cash rule) comes first and holds for the money too.
    const out = proposeNl(
      fakta({ hubungan: rekan, peristiwa: pernikahan, rincian: [uang(1, '300000'), barang(2, '200000')] }),
      ALL,
    );
    expect(out.items.map((i) => i.unsurNlId)).toEqual([UPACARA.id, UPACARA.id]);
    // Without the ceremony, the money fails the colleagues' element while the goods hold.
    const mixed = proposeNl(
      fakta({ hubungan: rekan, rincian: [uang(1, '100000'), barang(2, '200000')] }),
      ALL,
    );
    expect(mixed.items.map((i) => i.unsurNlId)).toEqual([null, REKAN.id]);
    expect(mixed.semuaNl).toBe(false);
  });

  it('proposes nothing when neither the event nor the relation points at an element', () => {
    const out = proposeNl(fakta({ peristiwa: null }), ALL);
    expect(out.items[0]).toEqual({
      rincianId: 1,
      unsurNlId: null,
      alasan:
        'Peristiwa (tidak diisi) dan hubungan pemberi "Rekanan/vendor" tidak terkait unsur negative list mana pun.',
      kondisi: [],
    });
  });

  it('skips an element not yet in force on the date received, and an element no longer listed', () => {
    const later = { ...UPACARA, berlakuMulai: '2026-06-01' };
    const out = proposeNl(fakta({ peristiwa: pernikahan, rincian: [barang(1, '10')] }), [later]);
    expect(out.items[0]?.alasan).toContain('unsur berlaku mulai 01-06-2026, setelah tanggal penerimaan');
    const gone = proposeNl(fakta({ peristiwa: pernikahan }), [KELUARGA]);
    expect(gone.items[0]?.unsurNlId).toBeNull();
  });

  it('is never "all NL" for a report without items', () => {
    expect(proposeNl(fakta({ rincian: [] }), ALL)).toMatchObject({ items: [], semuaNl: false, tahun: 2026 });
  });
});
