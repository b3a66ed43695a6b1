import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  dasarTerlambatLha,
  formatRupiah,
  type Laporan,
  type NlTingkat,
  nilaiNegaraRefusal,
  STATUS_KEPEMILIKAN,
  STATUS_KEPEMILIKAN_LABELS,
  STEP_FORMS,
  type StepFormKey,
} from '@gratifikasi/domain';
import {
  Alert,
  Button,
  Checkbox,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { zodField } from '@/ui/zodRule';
import { NegativeListPanel } from '../nl/NegativeListPanel';
import { useBeban, useMasterRows } from './api';

const required = (message: string) => [{ required: true, message }];

function DistribusiFields({ jenis }: { jenis: 'grup' | 'anggota' }) {
  const beban = useBeban(jenis);
  const name = jenis === 'grup' ? 'grup_id' : 'anggota_user_id';
  return (
    <Form.Item
      name={name}
      label={jenis === 'grup' ? 'Grup tujuan' : 'Anggota tim'}
      rules={required(jenis === 'grup' ? 'Pilih grup tujuan' : 'Pilih anggota tim')}
    >
      <Select
        loading={beban.isLoading}
        placeholder={jenis === 'grup' ? 'Pilih grup' : 'Pilih anggota tim'}
        options={(beban.data ?? []).map((b) => ({
          value: b.id,
          label: `${b.nama}${b.keterangan ? ` — ${b.keterangan}` : ''} (${b.beban} laporan dalam proses)`,
        }))}
      />
    </Form.Item>
  );
}

const NL_TINGKAT_BY_STEP: Readonly<Record<string, NlTingkat>> = {
  f31: 'anggota',
  f35: 'ketua_tim',
  f39: 'ketua_group',
};

/** The negative-list panel as a form field: its `{ items }` become the decision's `items`. */
function NegativeListInput({
  laporanId,
  step,
  onChange,
}: {
  laporanId: number;
  step: string;
  value?: unknown;
  onChange?: (items: unknown) => void;
}) {
  return (
    <NegativeListPanel
      laporanId={laporanId}
      tingkat={NL_TINGKAT_BY_STEP[step] ?? 'anggota'}
      onChange={(v) => onChange?.(v.items)}
    />
  );
}

function KelengkapanFields() {
  const items = useMasterRows('checklist-kelengkapan');
  const form = Form.useFormInstance();
  const rows = items.data ?? [];
  // One line per checklist item of the master, unticked until the member checks it.
  useEffect(() => {
    if (rows.length && !form.getFieldValue('checklist')?.length) {
      form.setFieldValue(
        'checklist',
        rows.map((r) => ({ kode: String(r.kode), ada: false })),
      );
    }
  }, [rows, form]);
  return (
    <>
      <Form.Item label="Kelengkapan dokumen" required>
        <Form.List name="checklist">
          {(fields) => (
            <Space direction="vertical">
              {fields.map((f) => (
                <Form.Item key={f.key} name={[f.name, 'ada']} valuePropName="checked" noStyle>
                  <Checkbox>{String(rows[f.name]?.nama ?? rows[f.name]?.kode ?? '')}</Checkbox>
                </Form.Item>
              ))}
            </Space>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item name="kekurangan" label="Kekurangan (bila ada)">
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
    </>
  );
}

function PermintaanFields() {
  const s = STEP_FORMS.permintaan;
  return (
    <>
      <Form.Item name="pesan" label="Pesan kepada pelapor" rules={[zodField(s, 'pesan')]}>
        <Input.TextArea rows={3} maxLength={5000} />
      </Form.Item>
      <Form.List name="pertanyaan">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f) => (
              <Space key={f.key} align="baseline" style={{ display: 'flex' }}>
                <Form.Item
                  name={[f.name, 'pertanyaan']}
                  rules={required('Isi pertanyaan atau hapus barisnya')}
                  style={{ minWidth: 420 }}
                >
                  <Input placeholder="Dokumen atau keterangan yang diminta" maxLength={1000} />
                </Form.Item>
                <MinusCircleOutlined aria-label="Hapus pertanyaan" onClick={() => remove(f.name)} />
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ pertanyaan: '' })}>
              Tambah pertanyaan
            </Button>
          </>
        )}
      </Form.List>
    </>
  );
}

function LhaFields({ laporan }: { laporan: Laporan }) {
  const levels = useMasterRows('level');
  const aturan = useMasterRows('aturan-internal');
  const s = STEP_FORMS.lha;
  const form = Form.useFormInstance();
  const terlambat = dasarTerlambatLha(laporan);
  return (
    <>
      {terlambat && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message="Dasar penetapan milik negara: laporan terlambat"
          description={terlambat}
          action={
            <Button
              size="small"
              onClick={() => {
                const now = String(form.getFieldValue('ringkasan') ?? '').trim();
                if (!now.includes(terlambat))
                  form.setFieldValue('ringkasan', now ? `${now}\n\n${terlambat}` : terlambat);
              }}
            >
              Tambahkan ke ringkasan
            </Button>
          }
        />
      )}
      <Form.Item
        name="level_id"
        label="Level jabatan pelapor"
        rules={required('Pilih level jabatan pelapor')}
      >
        <Select
          options={(levels.data ?? []).map((l) => ({
            value: l.id,
            label: `${l.nama} (SK ditandatangani ${String(l.penandatangan_sk ?? '-')})`,
          }))}
        />
      </Form.Item>
      <Form.Item name="ringkasan" label="Ringkasan analisis" rules={[zodField(s, 'ringkasan')]}>
        <Input.TextArea rows={5} maxLength={20000} />
      </Form.Item>
      <Form.List name="items">
        {(fields) => (
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            columns={[
              {
                title: 'Rincian',
                render: (_v, f) => {
                  const r = laporan.rincian[f.name];
                  return r ? `${r.uraian} (${formatRupiah(r.nilai_rupiah)})` : '-';
                },
              },
              {
                title: 'Rekomendasi status',
                render: (_v, f) => (
                  <>
                    <Form.Item name={[f.name, 'rincian_id']} hidden>
                      <Input />
                    </Form.Item>
                    <Form.Item name={[f.name, 'status']} noStyle rules={required('Pilih status')}>
                      <Radio.Group
                        options={STATUS_KEPEMILIKAN.map((k) => ({
                          value: k,
                          label: STATUS_KEPEMILIKAN_LABELS[k],
                        }))}
                      />
                    </Form.Item>
                  </>
                ),
              },
              {
                title: 'Bagian milik negara (Rp)',
                width: 200,
                render: (_v, f) => (
                  <Form.Item
                    name={[f.name, 'nilai_negara']}
                    style={{ marginBottom: 0 }}
                    dependencies={[['items', f.name, 'status']]}
                    rules={[
                      ({ getFieldValue }) => ({
                        // The server's rule (domain): more than 0, at most the item's value in rupiah.
                        validator: (_rule, value: number | string | null | undefined) => {
                          const r = laporan.rincian[f.name];
                          if (getFieldValue(['items', f.name, 'status']) !== 'SEBAGIAN_MILIK_NEGARA' || !r) {
                            return Promise.resolve();
                          }
                          const refusal = nilaiNegaraRefusal(
                            value == null ? '' : String(value),
                            r.nilai_rupiah,
                          );
                          return refusal ? Promise.reject(new Error(refusal)) : Promise.resolve();
                        },
                      }),
                    ]}
                  >
                    <InputNumber min={0} style={{ width: '100%' }} placeholder="Bila sebagian" />
                  </Form.Item>
                ),
              },
            ]}
          />
        )}
      </Form.List>
      <Form.Item name="aturan_internal_ids" label="Aturan internal yang dirujuk" style={{ marginTop: 16 }}>
        <Select
          mode="multiple"
          options={(aturan.data ?? [])
            // The rules that bind the reporter's institution: its own and the general ones.
            .filter((a) => a.instansi_id == null || a.instansi_id === laporan.instansi_id)
            .map((a) => ({ value: a.id, label: `${a.kode} — ${a.nama}` }))}
        />
      </Form.Item>
    </>
  );
}

function TextField({ name, label, min }: { name: string; label: string; min: number }) {
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[{ required: true, min, message: `${label} minimal ${min} karakter` }]}
    >
      <Input.TextArea rows={4} maxLength={20000} />
    </Form.Item>
  );
}

/** The fields of a step's form (STEP_FORMS key), drawn from what `aksi` says the decision carries. */
export function StepFields({
  formulir,
  laporan,
  step,
}: {
  formulir: StepFormKey;
  laporan: Laporan;
  step: string;
}) {
  switch (formulir) {
    case 'distribusi-grup':
      return <DistribusiFields jenis="grup" />;
    case 'distribusi-anggota':
      return <DistribusiFields jenis="anggota" />;
    case 'verifikasi-informasi':
      return (
        <>
          <Form.Item name="informasi_sesuai" label="Informasi laporan" rules={required('Pilih hasil')}>
            <Radio.Group
              options={[
                { value: true, label: 'Sesuai' },
                { value: false, label: 'Tidak sesuai' },
              ]}
            />
          </Form.Item>
          <TextField name="hasil_verifikasi" label="Hasil verifikasi" min={10} />
        </>
      );
    case 'negative-list':
      return (
        <Form.Item name="items" rules={required('Nilai setiap rincian terhadap negative list')}>
          <NegativeListInput laporanId={laporan.id} step={step} />
        </Form.Item>
      );
    case 'kelengkapan':
      return <KelengkapanFields />;
    case 'permintaan':
      return <PermintaanFields />;
    case 'lha':
      return <LhaFields laporan={laporan} />;
    case 'selesai-riksa':
      return <TextField name="pertimbangan" label="Pertimbangan" min={10} />;
    case 'alasan':
      return <TextField name="alasan" label="Alasan" min={10} />;
    case 'sp3':
      return <TextField name="isi" label="Isi surat SP3" min={20} />;
    case 'penomoran':
      return (
        <Form.Item
          name="tanggal"
          label="Tanggal surat"
          rules={required('Pilih tanggal surat')}
          extra="Antara tanggal keputusan terakhir dan hari ini"
        >
          {/* The server also refuses a day before the report's last decision (it knows that day). */}
          <DatePicker format="DD-MM-YYYY" disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
        </Form.Item>
      );
    default:
      return <Typography.Text type="secondary">Tidak ada isian untuk keputusan ini.</Typography.Text>;
  }
}
