import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGING_BUCKETS,
  agingPerTanggal,
  bandingkanRekon,
  canonicalNotification,
  type EntriPiutang,
  entryProblem,
  fromSen,
  isValidVa,
  klasifikasiBayar,
  luhnDigit,
  mutasiPiutang,
  nomorVa,
  periksaBarisRekening,
  saldo,
  statementOfAccount,
  toSen,
} from '..';

const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

/** A random valid sequence of appends: bills, payments (any size: over- and underpayment), cancellations. */
const ledgerArb = fc
  .array(
    fc.record({
      kind: fc.constantFrom('TAGIHAN', 'BAYAR', 'BATAL'),
      sen: fc.bigInt({ min: 1n, max: 10_000_000_000n }),
      gap: fc.integer({ min: 0, max: 60 }),
      pick: fc.nat(),
    }),
    { maxLength: 40 },
  )
  .map((steps) => {
    const entries: EntriPiutang[] = [];
    let d = 0;
    for (const s of steps) {
      d += s.gap;
      const id = entries.length + 1;
      let e: EntriPiutang;
      if (s.kind === 'BATAL') {
        const open = entries.filter(
          (x) => x.jenis !== 'BATAL' && !entries.some((y) => y.membatalkan_id === x.id),
        );
        const target = open[s.pick % Math.max(open.length, 1)];
        if (!target) continue;
        e = {
          id,
          jenis: 'BATAL',
          jumlah: fromSen(-toSen(target.jumlah)),
          tanggal: day(d),
          membatalkan_id: target.id,
        };
      } else {
        e = { id, jenis: s.kind, jumlah: fromSen(s.kind === 'TAGIHAN' ? s.sen : -s.sen), tanggal: day(d) };
      }
      expect(entryProblem(e, entries)).toBeNull();
      entries.push(e);
    }
    return entries;
  });

describe('ledger invariants', () => {
  it('the statement’s last running balance equals the sum of the entries', () => {
    fc.assert(
      fc.property(ledgerArb, (entries) => {
        const soa = statementOfAccount(entries);
        expect(soa.at(-1)?.saldo ?? '0.00').toBe(saldo(entries));
      }),
    );
  });

  it('aging buckets sum to the balance as of any date', () => {
    fc.assert(
      fc.property(ledgerArb, fc.integer({ min: 0, max: 3000 }), (entries, at) => {
        const a = agingPerTanggal(entries, day(at));
        const sum = [...AGING_BUCKETS.map((b) => a[b.key]), a.lebih_bayar].reduce((s, v) => s + toSen(v), 0n);
        expect(fromSen(sum)).toBe(a.saldo);
        expect(a.saldo).toBe(saldo(entries.filter((e) => e.tanggal <= day(at))));
        for (const b of AGING_BUCKETS) expect(toSen(a[b.key]) >= 0n).toBe(true);
        expect(toSen(a.lebih_bayar) <= 0n).toBe(true);
      }),
    );
  });

  it('mutation: closing = opening + new − paid − cancelled = balance at the end', () => {
    fc.assert(
      fc.property(
        ledgerArb,
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 0, max: 1500 }),
        (entries, a, b) => {
          const [dari, sampai] = [day(Math.min(a, b)), day(Math.max(a, b))];
          const m = mutasiPiutang(entries, dari, sampai);
          expect(m.saldo_akhir).toBe(saldo(entries.filter((e) => e.tanggal <= sampai)));
          expect(m.saldo_awal).toBe(saldo(entries.filter((e) => e.tanggal < dari)));
        },
      ),
    );
  });
});

describe('entries', () => {
  const bill: EntriPiutang = { id: 1, jenis: 'TAGIHAN', jumlah: '100.00', tanggal: '2026-01-01' };
  it('refuses wrong signs, a double cancellation and a partial reversal', () => {
    expect(entryProblem({ ...bill, jumlah: '-1' }, [])).toMatch(/positif/);
    expect(entryProblem({ id: 2, jenis: 'BAYAR', jumlah: '5', tanggal: '2026-01-02' }, [bill])).toMatch(
      /negatif/,
    );
    const batal = {
      id: 2,
      jenis: 'BATAL' as const,
      jumlah: '-100.00',
      tanggal: '2026-01-02',
      membatalkan_id: 1,
    };
    expect(entryProblem(batal, [bill])).toBeNull();
    expect(entryProblem({ ...batal, id: 3 }, [bill, batal])).toMatch(/sudah dibatalkan/);
    expect(entryProblem({ ...batal, jumlah: '-50' }, [bill])).toMatch(/negasi/);
  });
  it('ages a half-paid bill and keeps an overpayment as such', () => {
    const paid: EntriPiutang = { id: 2, jenis: 'BAYAR', jumlah: '-40.00', tanggal: '2026-03-01' };
    const a = agingPerTanggal([bill, paid], '2026-03-15');
    expect(a.b61_90).toBe('60.00');
    const over = agingPerTanggal([bill, { ...paid, jumlah: '-100.01' }], '2026-03-15');
    expect(over.lebih_bayar).toBe('-0.01');
    expect(over.saldo).toBe('-0.01');
    expect(klasifikasiBayar('100.00', '100.01')).toEqual({ status: 'LEBIH_BAYAR', selisih: '0.01' });
    expect(klasifikasiBayar('100.00', '99.99')).toEqual({ status: 'KURANG_BAYAR', selisih: '-0.01' });
  });
});

describe('money', () => {
  it('round-trips sen exactly and refuses a third decimal', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (s) => {
        expect(toSen(fromSen(s))).toBe(s);
      }),
    );
    expect(() => toSen('1.234')).toThrow();
  });
});

describe('virtual accounts and signatures', () => {
  it('every generated VA passes its check and any single-digit change fails it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.nat(15),
        fc.integer({ min: 1, max: 9 }),
        (n, pos, add) => {
          const va = nomorVa(n);
          expect(va).toHaveLength(16);
          expect(isValidVa(va)).toBe(true);
          const digit = (Number(va[pos]) + add) % 10;
          expect(isValidVa(va.slice(0, pos) + digit + va.slice(pos + 1))).toBe(false);
        },
      ),
    );
    expect(luhnDigit('7992739871')).toBe(3);
  });
  it('signs the same text whatever the amount’s spelling', () => {
    const base = { notification_id: 'N1', va: '1', mata_uang: 'idr', dibayar_at: '2026-01-01T00:00:00Z' };
    expect(canonicalNotification({ ...base, jumlah: '100' })).toBe(
      canonicalNotification({ ...base, jumlah: '100.00' }),
    );
    expect(canonicalNotification({ ...base, jumlah: '100' })).toBe('N1|1|100.00|IDR|2026-01-01T00:00:00Z');
  });
});

describe('reconciliation', () => {
  it('reports row errors and classifies matched, one-sided and differing rows', () => {
    const seen = new Set<string>();
    const va = nomorVa(1);
    const ok = periksaBarisRekening(
      { baris: 2, tanggal: '05-01-2026', va, jumlah: '1.500.000,00', referensi: 'R1' },
      seen,
    );
    expect(ok.errors).toEqual([]);
    expect(ok.row).toMatchObject({ tanggal: '2026-01-05', jumlah: '1500000.00' });
    const bad = periksaBarisRekening(
      { baris: 3, tanggal: 'x', va: '123', jumlah: '-5', referensi: 'R1' },
      seen,
    );
    expect(bad.errors).toHaveLength(4);
    const res = bandingkanRekon(
      [ok.row, { ...ok.row, referensi: 'R2', jumlah: '10.00' }, { ...ok.row, referensi: 'R3' }],
      [
        { entri_id: 1, referensi: 'R1', va, jumlah: '1500000.00', tanggal: '2026-01-05' },
        { entri_id: 2, referensi: 'R2', va, jumlah: '10.50', tanggal: '2026-01-05' },
        { entri_id: 3, referensi: 'R9', va, jumlah: '7.00', tanggal: '2026-01-05' },
      ],
    );
    expect(res.map((r) => [r.referensi, r.status, r.selisih])).toEqual([
      ['R1', 'COCOK', '0.00'],
      ['R2', 'SELISIH', '-0.50'],
      ['R3', 'HANYA_REKENING', '1500000.00'],
      ['R9', 'HANYA_BUKU', '-7.00'],
    ]);
  });
});
