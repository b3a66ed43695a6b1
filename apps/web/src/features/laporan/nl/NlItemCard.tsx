import {
  formatDateTime,
  formatRupiah,
  NL_ALASAN_MAX,
  NL_ALASAN_WAJIB,
  NL_TINGKAT_LABEL,
  type NlItem,
  type NlPenilaian,
  type NlUnsurDto,
} from '@gratifikasi/domain';
import { Card, Form, Input, Radio, Select, Space, Tag, Typography } from 'antd';

/** One item's choice at the editing level: confirm what it was offered, or override it with a reason. */
export interface NlChoice {
  mode: 'setuju' | 'ubah';
  unsurNlId: number | null;
  alasan: string;
}

const BUKAN = 'bukan';
const BUKAN_LABEL = 'Bukan negative list';

function UnsurTag({ id, nama }: { id: number | null; nama: string | null }) {
  return id === null ? <Tag>{BUKAN_LABEL}</Tag> : <Tag color="green">{nama ?? `Unsur #${id}`}</Tag>;
}

function PenilaianList({ penilaian }: { penilaian: readonly NlPenilaian[] }) {
  if (penilaian.length === 0) return null;
  return (
    <Space orientation="vertical" size={4}>
      <Typography.Text strong>Penilaian</Typography.Text>
      {penilaian.map((p) => (
        <Space key={p.tingkat} orientation="vertical" size={0}>
          <Space wrap>
            <Typography.Text>{NL_TINGKAT_LABEL[p.tingkat]}:</Typography.Text>
            <UnsurTag id={p.unsur_nl_id} nama={p.unsur_nl_nama} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {[p.user_nama, formatDateTime(p.updated_at)].filter(Boolean).join(' · ')}
            </Typography.Text>
          </Space>
          {p.alasan ? <Typography.Text type="secondary">Alasan: {p.alasan}</Typography.Text> : null}
        </Space>
      ))}
    </Space>
  );
}

interface EditorProps {
  index: number;
  usulan: number | null;
  unsur: readonly NlUnsurDto[];
  choice: NlChoice;
  onChange: (choice: NlChoice) => void;
  errors?: Record<string, string[]> | undefined;
}

function NlEditor({ index, usulan, unsur, choice, onChange, errors }: EditorProps) {
  const differs = choice.mode === 'ubah' && choice.unsurNlId !== usulan;
  const alasanError =
    errors?.[`items.${index}.alasan`]?.[0] ??
    (differs && !choice.alasan.trim() ? NL_ALASAN_WAJIB : undefined);
  const unsurError = errors?.[`items.${index}.unsur_nl_id`]?.[0];
  const options = [
    ...unsur.map((u) => ({ value: String(u.id), label: u.nama })),
    { value: BUKAN, label: BUKAN_LABEL },
  ];
  return (
    <Form layout="vertical" component="div">
      <Radio.Group
        value={choice.mode}
        onChange={(e) => onChange({ ...choice, mode: e.target.value, unsurNlId: usulan })}
        options={[
          { value: 'setuju', label: 'Setujui usulan' },
          { value: 'ubah', label: 'Ubah' },
        ]}
      />
      {choice.mode === 'ubah' ? (
        <>
          <Form.Item
            label="Unsur negative list"
            required
            validateStatus={unsurError ? 'error' : undefined}
            help={unsurError}
            style={{ marginTop: 12 }}
          >
            <Select
              aria-label={`Unsur negative list rincian ${index + 1}`}
              showSearch
              optionFilterProp="label"
              value={choice.unsurNlId === null ? BUKAN : String(choice.unsurNlId)}
              onChange={(v: string) => onChange({ ...choice, unsurNlId: v === BUKAN ? null : Number(v) })}
              options={options}
            />
          </Form.Item>
          <Form.Item
            label="Alasan"
            required={differs}
            validateStatus={alasanError ? 'error' : undefined}
            help={alasanError}
          >
            <Input.TextArea
              aria-label={`Alasan rincian ${index + 1}`}
              rows={2}
              maxLength={NL_ALASAN_MAX}
              value={choice.alasan}
              onChange={(e) => onChange({ ...choice, alasan: e.target.value })}
            />
          </Form.Item>
        </>
      ) : null}
    </Form>
  );
}

interface CardProps {
  index: number;
  item: NlItem;
  unsur: readonly NlUnsurDto[];
  /** The assessments to show: every level when read-only, the lower levels when editing. */
  penilaian: readonly NlPenilaian[];
  /** When editing: what this level confirms (the lower level's choice, else the system's) and the choice. */
  edit?: Omit<EditorProps, 'index' | 'unsur'> | undefined;
}

/** One item of the negative-list panel: the item, the system's proposal and why, the assessments, the editor. */
export function NlItemCard({ index, item, unsur, penilaian, edit }: CardProps) {
  const { rincian, usulan } = item;
  const offered = edit && edit.usulan !== usulan.unsur_nl_id ? edit.usulan : undefined;
  const namaOf = (id: number | null) => unsur.find((u) => u.id === id)?.nama ?? null;
  return (
    <Card
      size="small"
      title={`${index + 1}. ${rincian.uraian}`}
      extra={formatRupiah(rincian.nilai_rupiah)}
      data-testid={`nl-rincian-${rincian.id}`}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {[rincian.jenis_penerimaan_nama, rincian.jenis_objek_nama].filter(Boolean).join(' · ')}
          {rincian.status_penerimaan === 'DITOLAK' ? ' · Ditolak' : ''}
        </Typography.Text>
        <Space wrap>
          <Typography.Text strong>Usulan sistem:</Typography.Text>
          <UnsurTag id={usulan.unsur_nl_id} nama={usulan.unsur_nl_nama} />
        </Space>
        <Typography.Paragraph style={{ marginBottom: 0 }}>{usulan.alasan}</Typography.Paragraph>
        {usulan.kondisi.length > 0 ? (
          <Typography.Text type="secondary">Syarat: {usulan.kondisi.join('; ')}</Typography.Text>
        ) : null}
        <PenilaianList penilaian={penilaian} />
        {offered !== undefined ? (
          <Space wrap>
            <Typography.Text strong>Usulan tingkat sebelumnya:</Typography.Text>
            <UnsurTag id={offered} nama={namaOf(offered)} />
          </Space>
        ) : null}
        {edit ? <NlEditor index={index} unsur={unsur} {...edit} /> : null}
      </Space>
    </Card>
  );
}
