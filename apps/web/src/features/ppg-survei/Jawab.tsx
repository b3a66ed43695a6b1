import {
  LIKERT_LABELS,
  type SurveiPertanyaan,
  type SurveiUpgDetail,
  validasiJawabanSurvei,
} from '@gratifikasi/domain';
import { Button, Card, Checkbox, DatePicker, Form, Input, InputNumber, Radio, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ApiError } from '@/platform/api';
import { notify } from '@/platform/notify';
import { useAppApis } from '@/ui/appApis';
import { useSimpanJawaban } from './api';

type Jawaban = Record<string, unknown>;

/** One question's input by its type; read-only once sent or outside the window. */
export function Isian({
  q,
  value,
  onChange,
  disabled,
}: {
  q: Pick<SurveiPertanyaan, 'teks' | 'tipe' | 'opsi' | 'batas_min' | 'batas_max'>;
  value: unknown;
  onChange: (v: unknown) => void;
  disabled: boolean;
}) {
  switch (q.tipe) {
    case 'PILIHAN_TUNGGAL':
      return (
        <Radio.Group disabled={disabled} value={value} onChange={(e) => onChange(e.target.value)}>
          <Space orientation="vertical">
            {q.opsi.map((o) => (
              <Radio key={o} value={o}>
                {o}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      );
    case 'PILIHAN_GANDA':
      return (
        <Checkbox.Group
          disabled={disabled}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={(v) => onChange(v)}
          options={q.opsi.map((o) => ({ value: o, label: o }))}
        />
      );
    case 'LIKERT':
      return (
        <Radio.Group disabled={disabled} value={value} onChange={(e) => onChange(e.target.value)}>
          <Space wrap>
            {[1, 2, 3, 4, 5].map((p) => (
              <Radio key={p} value={p}>
                {p} – {LIKERT_LABELS[p]}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      );
    case 'ANGKA':
      return (
        <InputNumber
          aria-label={q.teks}
          disabled={disabled}
          value={typeof value === 'number' ? value : null}
          min={q.batas_min ?? undefined}
          max={q.batas_max ?? undefined}
          onChange={(v) => onChange(v ?? null)}
          style={{ width: 200 }}
        />
      );
    case 'TEKS_SINGKAT':
      return (
        <Input
          aria-label={q.teks}
          disabled={disabled}
          maxLength={255}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'TEKS_PANJANG':
      return (
        <Input.TextArea
          aria-label={q.teks}
          disabled={disabled}
          rows={4}
          maxLength={5000}
          showCount
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'TANGGAL':
      return (
        <DatePicker
          aria-label={q.teks}
          disabled={disabled}
          format="DD-MM-YYYY"
          value={typeof value === 'string' && value ? dayjs(value) : null}
          onChange={(d) => onChange(d ? d.format('YYYY-MM-DD') : null)}
        />
      );
  }
}

/**
 * The institution's answer form: every section and question, a draft it may save any time the session is open, and
 * one final send after a confirmation (read-only after). An answer that does not fit shows under its question.
 */
export function Jawab({ detail }: { detail: SurveiUpgDetail }) {
  const [jawaban, setJawaban] = useState<Jawaban>(detail.jawaban);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const draft = useSimpanJawaban(detail.id, false);
  const kirim = useSimpanJawaban(detail.id, true);
  const { modal } = useAppApis();
  const disabled = !detail.dapat_diisi;
  const questions = detail.bagian.flatMap((b) => b.pertanyaan);
  const run = async (final: boolean) => {
    if (final) {
      const local = validasiJawabanSurvei(questions, jawaban, true);
      setErrors(local);
      if (Object.keys(local).length > 0) {
        notify.error('Lengkapi jawaban yang ditandai sebelum mengirim');
        return;
      }
    }
    try {
      await (final ? kirim : draft).mutateAsync({ versi: detail.version, jawaban });
      setErrors({});
      notify.success(final ? 'Jawaban survei dikirim' : 'Draf jawaban disimpan');
    } catch (e) {
      if (e instanceof ApiError && e.errors) {
        setErrors(
          Object.fromEntries(
            Object.entries(e.errors).map(([k, v]) => [k.replace(/^jawaban\./, ''), (v as string[])[0] ?? '']),
          ),
        );
      }
    }
  };
  let nomor = 0;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {detail.bagian.map((b) => (
        <Card key={b.id} size="small" title={b.judul}>
          <Form layout="vertical">
            {b.pertanyaan.map((q) => {
              nomor += 1;
              const err = errors[String(q.id)];
              return (
                <Form.Item
                  key={q.id}
                  label={`${nomor}. ${q.teks}`}
                  required={q.wajib}
                  validateStatus={err ? 'error' : undefined}
                  help={err}
                >
                  <Isian
                    q={q}
                    value={jawaban[String(q.id)]}
                    disabled={disabled}
                    onChange={(v) => setJawaban((prev) => ({ ...prev, [String(q.id)]: v }))}
                  />
                </Form.Item>
              );
            })}
          </Form>
        </Card>
      ))}
      {disabled ? null : (
        <Space>
          <Button onClick={() => void run(false)} loading={draft.isPending}>
            Simpan draf
          </Button>
          <Button
            type="primary"
            loading={kirim.isPending}
            onClick={() =>
              modal.confirm({
                title: 'Kirim jawaban survei?',
                content: 'Setelah dikirim, jawaban tidak dapat diubah lagi.',
                okText: 'Kirim',
                cancelText: 'Batal',
                onOk: () => run(true),
              })
            }
          >
            Kirim jawaban
          </Button>
        </Space>
      )}
      {detail.status === 'TERKIRIM' ? (
        <Typography.Text type="secondary">Jawaban telah dikirim dan tidak dapat diubah.</Typography.Text>
      ) : null}
    </Space>
  );
}
