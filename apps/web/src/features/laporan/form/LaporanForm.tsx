import { SaveOutlined, SendOutlined } from '@ant-design/icons';
import type { Laporan } from '@gratifikasi/domain';
import { Alert, Button, Card, Flex, Form, Steps } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { ApiError } from '@/platform/api';
import { notify } from '@/platform/notify';
import { type LaporanSaveResult, useSaveDraft, useSubmitLaporan } from '../api';
import type { AreaConfig } from '../areas';
import {
  fromLaporan,
  type LaporanFormValues,
  STEPS,
  stepOfField,
  toDraftPayload,
  toSavePayload,
} from './model';
import { StepKelengkapan, StepKronologi } from './StepKelengkapan';
import { StepLampiran } from './StepLampiran';
import { StepPelapor } from './StepPelapor';
import { StepPeristiwa } from './StepPeristiwa';
import { StepRincian } from './StepRincian';

interface LaporanFormProps {
  config: AreaConfig;
  /** The saved report when editing (a draft or a returned report). */
  initial: Laporan | null;
  onSubmitted: (result: LaporanSaveResult) => void;
  /** Called after each successful "Simpan Draf" with the saved report and the step shown. */
  onDraftSaved?: (laporan: Laporan, step: number) => void;
  /** The step to open on (a create route moved to its edit route keeps the step). */
  initialStep?: number;
}

type FieldErrors = Record<string, string[]>;

function errorsOf(error: unknown): FieldErrors | null {
  const e = error as { status?: number; errors?: FieldErrors | null } | null;
  return e?.status === 422 && e.errors ? e.errors : null;
}

const BLANK: LaporanFormValues = { rincian: [], lampiran: [], checklist: [], pernyataan_benar: false };

/** The multi-step report form: one antd Form over six steps; "Simpan Draf" at every step, "Kirim" at the end. */
export function LaporanForm({
  config,
  initial,
  onSubmitted,
  onDraftSaved,
  initialStep = 0,
}: LaporanFormProps) {
  const [form] = Form.useForm<LaporanFormValues>();
  const [current, setCurrent] = useState(Math.min(Math.max(initialStep, 0), STEPS.length - 1));
  const [id, setId] = useState<number | null>(initial?.id ?? null);
  // The version of the report this form last saw: the server refuses (409) a save over someone else's change.
  const [version, setVersion] = useState<number | undefined>(initial?.version);
  // One key per submission, kept until the server has answered it (a retry must not file twice).
  const submissionKey = useRef<string | null>(null);
  const [rincianErrors, setRincianErrors] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const draft = useSaveDraft();
  const submit = useSubmitLaporan();
  const initialValues = useMemo(() => (initial ? fromLaporan(initial) : BLANK), [initial]);

  /** Puts the server's 422 messages under their fields and opens the step of the first one. */
  const showServerErrors = (errors: FieldErrors) => {
    const entries = Object.entries(errors);
    const rincian = entries.filter(([k]) => k.startsWith('rincian.'));
    setRincianErrors(
      rincian.map(([k, m]) => {
        const [, index, field] = k.split('.');
        return `Rincian ke-${Number(index) + 1}${field ? ` (${field.replaceAll('_', ' ')})` : ''}: ${m.join(', ')}`;
      }),
    );
    form.setFields(
      entries
        .filter(([k]) => !k.startsWith('rincian.'))
        .map(([k, m]) => ({ name: k.split('.')[0] as never, errors: m })),
    );
    const first = entries[0]?.[0];
    if (first) setCurrent(stepOfField(first));
  };

  const validateStep = async (step: number): Promise<boolean> => {
    try {
      await form.validateFields([...STEPS[step]!.fields] as never[]);
      return true;
    } catch {
      return false;
    }
  };

  const goTo = async (step: number) => {
    if (step > current && !(await validateStep(current))) return;
    setCurrent(step);
  };

  const saveDraft = async () => {
    setFormError(null);
    try {
      await form.validateFields(['pelapor_id']);
    } catch {
      setCurrent(0);
      return;
    }
    try {
      const result = await draft.mutateAsync({
        ...toDraftPayload(form.getFieldsValue(true), id, config.paperDate),
        ...(version ? { version } : {}),
      });
      setId(result.data.id);
      setVersion(result.data.version);
      notify.success('Draf laporan tersimpan');
      onDraftSaved?.(result.data, current);
    } catch (error) {
      const errors = errorsOf(error);
      if (errors) showServerErrors(errors);
    }
  };

  const send = async () => {
    setFormError(null);
    setRincianErrors([]);
    try {
      await form.validateFields();
    } catch (error) {
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) setCurrent(stepOfField(String(first.name[0])));
      setFormError('Masih ada isian yang belum lengkap atau tidak valid.');
      return;
    }
    try {
      submissionKey.current ??= crypto.randomUUID();
      const result = await submit.mutateAsync({
        payload: {
          ...toSavePayload(form.getFieldsValue(true), id, config.paperDate),
          ...(version ? { version } : {}),
        },
        key: submissionKey.current,
      });
      submissionKey.current = null;
      onSubmitted(result.data);
    } catch (error) {
      // An answer (4xx) ends the submission; without one (timeout, network) the next try reuses the key.
      if (error instanceof ApiError && error.status > 0) submissionKey.current = null;
      const errors = errorsOf(error);
      if (errors) {
        showServerErrors(errors);
        setFormError('Laporan belum dapat dikirim. Periksa isian yang ditandai.');
      }
    }
  };

  const last = current === STEPS.length - 1;
  const show = (step: number) => ({ hidden: current !== step });

  return (
    <Card>
      <Steps
        current={current}
        onChange={goTo}
        size="small"
        items={STEPS.map((s) => ({ title: s.title }))}
        style={{ marginBottom: 24 }}
      />
      <Form<LaporanFormValues> form={form} layout="vertical" initialValues={initialValues} scrollToFirstError>
        <div {...show(0)}>
          <StepPelapor form={form} pelaporPath={config.pelaporPath} savedName={initial?.pelapor.nama} />
        </div>
        <div {...show(1)}>
          <StepPeristiwa staff={config.staff} paperDate={config.paperDate} />
        </div>
        <div {...show(2)}>
          <StepRincian serverErrors={rincianErrors} />
        </div>
        <div {...show(3)}>
          <StepKronologi />
        </div>
        <div {...show(4)}>
          <StepLampiran laporanId={id} />
        </div>
        <div {...show(5)}>
          <StepKelengkapan />
        </div>
      </Form>
      {formError ? <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} /> : null}
      <Flex justify="space-between" wrap gap={8}>
        <Button disabled={current === 0} onClick={() => setCurrent(current - 1)}>
          Sebelumnya
        </Button>
        <Flex gap={8}>
          <Button icon={<SaveOutlined />} loading={draft.isPending} onClick={saveDraft}>
            Simpan Draf
          </Button>
          {last ? (
            <Button type="primary" icon={<SendOutlined />} loading={submit.isPending} onClick={send}>
              Kirim Laporan
            </Button>
          ) : (
            <Button type="primary" onClick={() => goTo(current + 1)}>
              Selanjutnya
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
