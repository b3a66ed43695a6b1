import {
  type ElearningLevel,
  type ElearningTarik,
  elearningLevelLabel,
  elearningPeriodeKata,
  formatNumber,
  type Triwulan,
} from '@gratifikasi/domain';
import { Alert, Descriptions, Tag, Typography } from 'antd';

const LEVEL_COLOR: Record<ElearningLevel, string> = {
  1: 'red',
  2: 'orange',
  3: 'gold',
  4: 'blue',
  5: 'green',
};

export function LevelTag({ level, label }: { level: number | null; label: string }) {
  if (level === null) return <Tag>{label}</Tag>;
  return <Tag color={LEVEL_COLOR[level as ElearningLevel]}>{label}</Tag>;
}

/** The configured thresholds in words: each level and the share that reaches it. */
export function AmbangTable({
  ambang,
}: {
  ambang: { level_2: number; level_3: number; level_4: number; level_5: number };
}) {
  const pct = (n: number) => `${formatNumber(n, Number.isInteger(n) ? 0 : 2)} %`;
  const items = [
    { key: 1, label: elearningLevelLabel(1), children: `di bawah ${pct(ambang.level_2)}` },
    { key: 2, label: elearningLevelLabel(2), children: `mulai ${pct(ambang.level_2)}` },
    { key: 3, label: elearningLevelLabel(3), children: `mulai ${pct(ambang.level_3)}` },
    { key: 4, label: elearningLevelLabel(4), children: `mulai ${pct(ambang.level_4)}` },
    { key: 5, label: elearningLevelLabel(5), children: `mulai ${pct(ambang.level_5)}` },
  ];
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 5 }}
      title="Ambang level maturitas (persentase pegawai yang menyelesaikan e-learning)"
      items={items}
    />
  );
}

const periodeKata = (t: ElearningTarik) =>
  elearningPeriodeKata({ tahun: t.tahun, triwulan: t.triwulan as Triwulan });

/** The latest pull from the platform: waiting, running, done (how many saved) or failed (why, with the rows). */
export function TarikStatus({ tarik }: { tarik: ElearningTarik }) {
  if (tarik.status === 'antri' || tarik.status === 'berjalan') {
    return (
      <Alert
        type="info"
        showIcon
        title={`Penarikan data ${periodeKata(tarik)}: ${tarik.status_label}…`}
        description="Data diambil dari platform e-learning di latar belakang; halaman ini memperbarui statusnya sendiri."
      />
    );
  }
  if (tarik.status === 'selesai') {
    return (
      <Alert
        type="success"
        showIcon
        closable
        title={`Penarikan data ${periodeKata(tarik)} selesai: ${formatNumber(tarik.disimpan ?? 0, 0)} instansi disimpan.`}
      />
    );
  }
  return (
    <Alert
      type="error"
      showIcon
      closable
      title={`Penarikan data ${periodeKata(tarik)} gagal`}
      description={
        <>
          <Typography.Paragraph style={{ marginBottom: 4 }}>{tarik.pesan}</Typography.Paragraph>
          {tarik.galat.slice(0, 10).map((g) => (
            <div key={g.row}>
              Baris {g.row} ({g.key || 'tanpa kode'}): {g.errors.join('; ')}
            </div>
          ))}
        </>
      }
    />
  );
}
