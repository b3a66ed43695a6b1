import { INDONESIAN_MONTHS, type KalenderHari } from '@gratifikasi/domain';
import {
  Alert,
  Badge,
  Button,
  Calendar,
  Card,
  DatePicker,
  Empty,
  Grid,
  Segmented,
  Select,
  Skeleton,
  Space,
  Typography,
  theme,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type CSSProperties, useState } from 'react';
import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';
import { PageHeader } from '@/ui/PageHeader';
import { useKalender } from './api';

type Tampilan = 'bulan' | 'minggu';
const HARI = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'];
const senin = (d: Dayjs) => d.subtract((d.day() + 6) % 7, 'day');

/**
 * `kegiatan-kalender`: the team's activities (each day they run) and sessions (at their time), by month or by week,
 * every one or mine. A month's day lists its first few and counts the rest; "+N lainnya" opens that day's week.
 */
export function KalenderPage() {
  const [tampilan, setTampilan] = useState<Tampilan>('bulan');
  const [tanggal, setTanggal] = useState(dayjs());
  const [milik, setMilik] = useState<'semua' | 'saya'>('semua');
  const lebar = Grid.useBreakpoint().lg;
  const rentang =
    tampilan === 'bulan'
      ? { bulan: tanggal.format('YYYY-MM') }
      : { minggu: senin(tanggal).format('YYYY-MM-DD') };
  const q = useKalender(rentang, milik);
  const hari = new Map((q.data?.hari ?? []).map((h) => [h.tanggal, h]));
  const bukaMinggu = (d: Dayjs) => {
    setTanggal(d);
    setTampilan('minggu');
  };
  return (
    <>
      <PageHeader title="Kalender Kegiatan" subtitle="Kegiatan dan sesi Tim PPG per bulan atau per minggu." />
      <Card>
        <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
          <Segmented
            aria-label="Tampilan kalender"
            value={tampilan}
            onChange={(v) => setTampilan(v as Tampilan)}
            options={[
              { value: 'bulan', label: 'Bulanan' },
              { value: 'minggu', label: 'Mingguan' },
            ]}
          />
          <Segmented
            aria-label="Kegiatan yang ditampilkan"
            value={milik}
            onChange={(v) => setMilik(v as 'semua' | 'saya')}
            options={[
              { value: 'semua', label: 'Semua kegiatan' },
              { value: 'saya', label: 'Kegiatan saya' },
            ]}
          />
        </Space>
        {tampilan === 'bulan' ? (
          <Calendar
            value={tanggal}
            onPanelChange={(d) => setTanggal(d)}
            onSelect={(d) => setTanggal(d)}
            mode="month"
            cellRender={(d, info) => {
              if (info.type !== 'date' || d.month() !== tanggal.month()) return null;
              const h = hari.get(d.format('YYYY-MM-DD'));
              return h ? <HariIsi hari={h} lainnya={() => bukaMinggu(d)} /> : null;
            }}
            headerRender={({ value, onChange }) => <MonthPicker value={value} onChange={onChange} />}
          />
        ) : (
          <>
            <WeekPicker value={tanggal} onChange={setTanggal} />
            {q.isError && <Alert type="error" showIcon title="Kalender tidak dapat dimuat. Coba lagi." />}
            {q.isLoading ? (
              <Skeleton active />
            ) : (
              <div
                style={{
                  display: 'grid',
                  gridTemplateColumns: lebar ? 'repeat(7, minmax(0, 1fr))' : 'minmax(0, 1fr)',
                  gap: 8,
                }}
              >
                {Array.from({ length: 7 }, (_, i) => senin(tanggal).add(i, 'day')).map((d, i) => {
                  const h = hari.get(d.format('YYYY-MM-DD'));
                  return (
                    <Card
                      key={d.format('YYYY-MM-DD')}
                      size="small"
                      title={
                        lebar
                          ? `${HARI[i]}, ${d.date()}`
                          : `${HARI[i]}, ${d.date()} ${INDONESIAN_MONTHS[d.month()]}`
                      }
                      styles={{ body: { minHeight: 120 } }}
                    >
                      {h && (h.jumlah_kegiatan > 0 || h.jumlah_sesi > 0) ? (
                        <HariIsi hari={h} utuh />
                      ) : (
                        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Tidak ada kegiatan" />
                      )}
                    </Card>
                  );
                })}
              </div>
            )}
          </>
        )}
      </Card>
    </>
  );
}

/**
 * A day's activities and sessions, linked to their pages, and how many more there are: in the month view a
 * "+N lainnya" button (the day's week lists more), in the week view a count.
 */
function HariIsi({ hari, lainnya, utuh }: { hari: KalenderHari; lainnya?: () => void; utuh?: boolean }) {
  const sisa = hari.jumlah_kegiatan - hari.kegiatan.length + hari.jumlah_sesi - hari.sesi.length;
  const { token } = theme.useToken();
  // A month's cell cuts a title to one line (the link's title holds it whole); a week's day shows it whole.
  const baris: CSSProperties = utuh
    ? { display: 'block' }
    : { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };
  return (
    <Space orientation="vertical" size={2} style={{ width: '100%' }}>
      {hari.kegiatan.map((k) => (
        <Link
          key={`k${k.id}`}
          to={buildPath('kpk-kegiatan-view', { id: k.id })}
          title={`${k.judul} (${k.status_label})`}
          style={baris}
        >
          <Badge status="processing" /> {k.judul}
        </Link>
      ))}
      {hari.sesi.map((s) => (
        <Link
          key={`s${s.id}`}
          to={buildPath('kpk-kegiatan-aktivitas-view', { kegiatan_id: s.kegiatan_id, id: s.id })}
          title={`${s.jam_mulai}–${s.jam_selesai} ${s.judul}`}
          style={{ ...baris, fontSize: 12, color: token.colorTextSecondary }}
        >
          {s.jam_mulai} {s.judul}
        </Link>
      ))}
      {sisa > 0 &&
        (lainnya ? (
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            onClick={(e) => {
              e.stopPropagation();
              lainnya();
            }}
          >
            +{sisa} lainnya
          </Button>
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            dan {sisa} kegiatan/sesi lain
          </Typography.Text>
        ))}
    </Space>
  );
}

/** The week view's choice: the weeks either side and a date (its Monday-to-Sunday week is shown). */
function WeekPicker({ value, onChange }: { value: Dayjs; onChange: (d: Dayjs) => void }) {
  const awal = senin(value);
  const akhir = awal.add(6, 'day');
  return (
    <Space wrap style={{ padding: '8px 0 16px', justifyContent: 'space-between', width: '100%' }}>
      <Typography.Text strong>
        {awal.date()} {INDONESIAN_MONTHS[awal.month()]} {awal.year()} – {akhir.date()}{' '}
        {INDONESIAN_MONTHS[akhir.month()]} {akhir.year()}
      </Typography.Text>
      <Space wrap>
        <Button onClick={() => onChange(value.subtract(1, 'week'))}>Minggu sebelumnya</Button>
        <DatePicker
          aria-label="Tanggal dalam minggu"
          value={value}
          allowClear={false}
          format="DD-MM-YYYY"
          onChange={(d) => d && onChange(d)}
        />
        <Button onClick={() => onChange(value.add(1, 'week'))}>Minggu berikutnya</Button>
      </Space>
    </Space>
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
