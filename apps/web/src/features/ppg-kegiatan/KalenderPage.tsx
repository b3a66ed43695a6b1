import { buildPath, INDONESIAN_MONTHS } from '@gratifikasi/domain';
import { Badge, Button, Calendar, Card, Segmented, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/ui/PageHeader';
import { useKalender } from './api';

/** `kegiatan-kalender`: the month's activities (each day they run) and sessions (at their time), every one or mine. */
export function KalenderPage() {
  const [bulan, setBulan] = useState(dayjs().format('YYYY-MM'));
  const [milik, setMilik] = useState<'semua' | 'saya'>('semua');
  const q = useKalender(bulan, milik);
  const cell = (date: Dayjs) => {
    if (date.format('YYYY-MM') !== bulan || !q.data) return null;
    const day = date.format('YYYY-MM-DD');
    const kegiatan = q.data.kegiatan.filter((k) => k.tanggal_mulai <= day && k.tanggal_selesai >= day);
    const sesi = q.data.sesi.filter((s) => s.tanggal === day);
    return (
      <Space orientation="vertical" size={0} style={{ width: '100%' }}>
        {kegiatan.map((k) => (
          <Link key={`k${k.id}`} to={buildPath('kpk-kegiatan-view', { id: k.id })} title={k.status_label}>
            <Badge
              status="processing"
              text={
                <Typography.Text ellipsis style={{ maxWidth: 140 }}>
                  {k.judul}
                </Typography.Text>
              }
            />
          </Link>
        ))}
        {sesi.map((s) => (
          <Link
            key={`s${s.id}`}
            to={buildPath('kpk-kegiatan-aktivitas-view', { kegiatan_id: s.kegiatan_id, id: s.id })}
          >
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 160, fontSize: 12 }}>
              {s.jam_mulai} {s.judul}
            </Typography.Text>
          </Link>
        ))}
      </Space>
    );
  };
  return (
    <>
      <PageHeader title="Kalender Kegiatan" subtitle="Kegiatan dan sesi Tim PPG per bulan." />
      <Card
        extra={
          <Segmented
            value={milik}
            onChange={(v) => setMilik(v as 'semua' | 'saya')}
            options={[
              { value: 'semua', label: 'Semua kegiatan' },
              { value: 'saya', label: 'Kegiatan saya' },
            ]}
          />
        }
      >
        <Calendar
          value={dayjs(`${bulan}-01`)}
          onPanelChange={(d) => setBulan(d.format('YYYY-MM'))}
          onSelect={(d) => setBulan(d.format('YYYY-MM'))}
          mode="month"
          cellRender={(d, info) => (info.type === 'date' ? cell(d) : null)}
          headerRender={({ value, onChange }) => <MonthPicker value={value} onChange={onChange} />}
        />
      </Card>
    </>
  );
}

/** The calendar's month choice: labelled year and month lists (antd's own are unlabelled) and the months either side. */
function MonthPicker({ value, onChange }: { value: Dayjs; onChange: (d: Dayjs) => void }) {
  const year = value.year();
  const years = Array.from({ length: 11 }, (_, i) => year - 5 + i);
  return (
    <Space wrap style={{ padding: '8px 0', justifyContent: 'flex-end', width: '100%' }}>
      <Button onClick={() => onChange(value.subtract(1, 'month'))}>Bulan sebelumnya</Button>
      <Select
        aria-label="Tahun"
        value={year}
        onChange={(y) => onChange(value.year(y))}
        options={years.map((y) => ({ value: y, label: String(y) }))}
        style={{ width: 96 }}
      />
      <Select
        aria-label="Bulan"
        value={value.month()}
        onChange={(m) => onChange(value.month(m))}
        options={INDONESIAN_MONTHS.map((name, m) => ({ value: m, label: name }))}
        style={{ width: 130 }}
      />
      <Button onClick={() => onChange(value.add(1, 'month'))}>Bulan berikutnya</Button>
    </Space>
  );
}
