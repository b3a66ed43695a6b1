import {
  type AksiKeputusan,
  decreeNumberingLabel,
  formatDate,
  isStepFormKey,
  type Laporan,
  type LaporanAksi,
  roleLabel,
  stepLabel,
  type Tenggat,
} from '@gratifikasi/domain';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Modal,
  Radio,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { notify } from '@/platform/notify';
import { previewRequest, useAksi, useDecide } from './api';
import { StepFields } from './StepFields';

const URGENCY_COLOR = { aman: 'green', mendekati: 'orange', hari_ini: 'volcano', terlambat: 'red' } as const;

/** "12-12-2026 · 3 HK lagi", coloured as the deadline nears. */
export function TenggatTag({ tenggat }: { tenggat: Tenggat | null | undefined }) {
  if (!tenggat?.batas) return <span>-</span>;
  const left = tenggat.hari_tersisa;
  const words =
    left === undefined
      ? ''
      : left < 0
        ? ` · lewat ${-left} HK`
        : left === 0
          ? ' · hari ini'
          : ` · ${left} HK lagi`;
  return (
    <Tag
      color={tenggat.urgensi ? URGENCY_COLOR[tenggat.urgensi] : undefined}
    >{`${formatDate(tenggat.batas)}${words}`}</Tag>
  );
}

type Values = Record<string, unknown>;

/** What the form starts with: the previous level's content (a review starts from what it reviews). */
function initialValues(formulir: string | null, aksi: LaporanAksi, laporan: Laporan): Values {
  const konten = aksi.konten ?? {};
  const latest = (...steps: string[]) => steps.map((s) => konten[s]).find(Boolean) ?? {};
  switch (formulir) {
    case 'lha': {
      const prev = latest('f63', 'f61', 'f60') as Values & { items?: { rincian_id: number }[] };
      return {
        ...prev,
        items: laporan.rincian.map((r) => ({
          rincian_id: r.id,
          ...(prev.items?.find((i) => i.rincian_id === r.id) ?? {}),
        })),
      };
    }
    case 'kelengkapan':
      return latest('f33');
    case 'permintaan':
      return { pertanyaan: [] };
    case 'penomoran':
      return { tanggal: dayjs() };
    default:
      return {};
  }
}

/** The form's values as the API takes them: dates as YYYY-MM-DD, "not NL" (0) as null, money as text. */
function payload(values: Values): Values {
  const out: Values = {};
  for (const [key, value] of Object.entries(values)) {
    if (dayjs.isDayjs(value)) out[key] = (value as Dayjs).format('YYYY-MM-DD');
    else if (key === 'items' && Array.isArray(value)) {
      out[key] = value.map((item: Values) => ({
        ...item,
        ...('unsur_nl_id' in item ? { unsur_nl_id: item.unsur_nl_id || null } : {}),
        ...('nilai_negara' in item
          ? { nilai_negara: item.nilai_negara == null ? null : String(item.nilai_negara) }
          : {}),
      }));
    } else out[key] = value;
  }
  return out;
}

function DecisionForm({ aksi, laporan }: { aksi: LaporanAksi; laporan: Laporan }) {
  const [chosen, setChosen] = useState<AksiKeputusan | null>(
    aksi.keputusan.length === 1 ? (aksi.keputusan[0] ?? null) : null,
  );
  const [form] = Form.useForm();
  const decide = useDecide(laporan.id);
  const back = chosen?.keputusan === 'kembalikan';

  const submit = async () => {
    if (!chosen) return;
    try {
      await form.validateFields();
    } catch {
      return; // The form shows the messages under its fields.
    }
    // Every value, also those no field shows (a checklist item's kode): validateFields returns only the shown ones.
    const values = form.getFieldsValue(true) as Values;
    const move = `Laporan akan berpindah ke langkah ${chosen.ke} (${chosen.ke_nama}).`;
    // A request to the reporter is previewed as the reporter will read it (preview-konfirmasi-kelengkapan).
    const preview =
      chosen.formulir === 'permintaan'
        ? await previewRequest(
            laporan.id,
            chosen.keputusan === 'minta_tanggapan' ? 'TANGGAPAN' : 'KELENGKAPAN',
            values,
          )
        : null;
    Modal.confirm({
      title: `${chosen.label}?`,
      width: preview ? 640 : undefined,
      content: preview ? (
        <Space direction="vertical">
          <span>{move}</span>
          <Typography.Text strong>{preview.judul}</Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{preview.pesan}</Typography.Paragraph>
          <Typography.Text type="secondary">
            Tautan berlaku sampai {formatDate(preview.batas)}.
          </Typography.Text>
        </Space>
      ) : (
        move
      ),
      okText: chosen.label,
      cancelText: 'Batal',
      onOk: async () => {
        try {
          await decide.mutateAsync({
            path: chosen.path,
            body: { keputusan: chosen.keputusan, versi: aksi.version, ...payload(values) },
          });
          notify.success(`Keputusan tersimpan: laporan kini pada langkah ${chosen.ke_nama}`);
          setChosen(null);
          form.resetFields();
        } catch {
          // The api client has shown the failure (403, 409 stale, 422 with field messages).
        }
      },
    });
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        value={chosen?.keputusan}
        onChange={(e) => {
          const next = aksi.keputusan.find((k) => k.keputusan === e.target.value) ?? null;
          setChosen(next);
          form.resetFields();
          form.setFieldsValue(initialValues(next?.formulir ?? null, aksi, laporan));
        }}
        options={aksi.keputusan.map((k) => ({ value: k.keputusan, label: k.label }))}
      />
      {chosen ? (
        <Form
          form={form}
          layout="vertical"
          initialValues={initialValues(chosen.formulir, aksi, laporan)}
          aria-label={`Formulir ${chosen.label}`}
        >
          {isStepFormKey(chosen.formulir) ? (
            <StepFields formulir={chosen.formulir} laporan={laporan} step={aksi.step ?? ''} />
          ) : null}
          <Form.Item
            name="catatan"
            label={back ? 'Catatan pengembalian' : 'Catatan (opsional)'}
            rules={
              back ? [{ required: true, min: 5, message: 'Catatan pengembalian minimal 5 karakter' }] : []
            }
          >
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
          <Button type="primary" danger={back} loading={decide.isPending} onClick={submit}>
            {chosen.label}
          </Button>
        </Form>
      ) : (
        <Typography.Text type="secondary">Pilih keputusan untuk langkah ini.</Typography.Text>
      )}
    </Space>
  );
}

/**
 * Where the report stands in the KPK's process and, for whoever holds the step, the decisions open to them with
 * the step's form — all drawn from `GET laporan/{id}/aksi`; no role is checked here.
 */
export function ProsesPanel({ laporan }: { laporan: Laporan }) {
  const aksi = useAksi(laporan.id);
  if (aksi.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  const a = aksi.data;
  if (!a?.dalam_proses) return null;
  const jam = a.jam_keputusan;
  return (
    <Card title={`Proses: ${a.step_nama ?? stepLabel(a.step)}`} size="small" data-testid="proses-panel">
      <Descriptions size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="Pemegang">
          {[a.pemegang?.peran ? roleLabel(a.pemegang.peran) : null, a.pemegang?.nama]
            .filter(Boolean)
            .join(' · ') || '-'}
        </Descriptions.Item>
        <Descriptions.Item label="Distribusi">
          {[a.distribusi?.grup, a.distribusi?.tim, a.distribusi?.anggota].filter(Boolean).join(' / ') || '-'}
        </Descriptions.Item>
        <Descriptions.Item label="Tenggat langkah">
          <TenggatTag tenggat={a.tenggat} />
        </Descriptions.Item>
        <Descriptions.Item label="Jangka waktu keputusan (30 HK)">
          {jam ? (
            <Space size={4} wrap>
              <span>sejak {formatDate(jam.mulai)}</span>
              {jam.selesai ? (
                <Tag color="green">selesai {formatDate(jam.selesai)}</Tag>
              ) : (
                <TenggatTag tenggat={jam} />
              )}
              {jam.dijeda_sejak ? <Tag>dijeda sejak {formatDate(jam.dijeda_sejak)}</Tag> : null}
            </Space>
          ) : (
            'Belum berjalan (mulai saat laporan lengkap)'
          )}
        </Descriptions.Item>
        {a.status_penomoran ? (
          <Descriptions.Item label="Penomoran SK">
            {decreeNumberingLabel(a.status_penomoran)}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {a.dapat_bertindak ? (
        <DecisionForm key={`${a.step}-${a.version}`} aksi={a} laporan={laporan} />
      ) : (
        <Alert
          type={a.selesai ? 'success' : 'info'}
          showIcon
          title={a.alasan ?? 'Tidak ada tindakan untuk Anda pada langkah ini'}
        />
      )}
    </Card>
  );
}
