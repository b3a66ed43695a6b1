import {
  type AppConfigJenis,
  type AppConfigWords,
  appConfigWords,
  formatDateTime,
  formatNumber,
} from '@gratifikasi/domain';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Input,
  InputNumber,
  Select,
  Skeleton,
  Switch,
} from 'antd';
import type { Rule } from 'antd/es/form';
import { useParams } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { useAppApis } from '@/ui/appApis';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { useAppConfigs, useSaveAppConfig } from './api';

const angka = (n: number) => formatNumber(n, Number.isInteger(n) ? 0 : 2);

/** The checks of one input, from the value's shape (the server checks again, with the refinements it alone has). */
function rulesOf(jenis: AppConfigJenis, words: AppConfigWords, required: boolean): Rule[] {
  const rules: Rule[] = [];
  if (required && jenis.type !== 'boolean')
    rules.push({ required: true, message: `${words.label} wajib diisi` });
  if (jenis.type === 'integer' || jenis.type === 'number') {
    const unit = words.unit && words.unit !== 'rupiah' ? ` ${words.unit}` : '';
    if (jenis.minimum !== undefined)
      rules.push({ type: 'number', min: jenis.minimum, message: `Minimal ${angka(jenis.minimum)}${unit}` });
    if (jenis.maximum !== undefined)
      rules.push({ type: 'number', max: jenis.maximum, message: `Maksimal ${angka(jenis.maximum)}${unit}` });
  }
  if (jenis.type === 'string' && jenis.maxLength !== undefined)
    rules.push({ max: jenis.maxLength, message: `Maksimal ${jenis.maxLength} karakter` });
  return rules;
}

/** The input of one value by its type: a number with its unit, a switch, a text. */
function inputOf(jenis: AppConfigJenis, words: AppConfigWords) {
  if (jenis.type === 'boolean') return <Switch checkedChildren="Ya" unCheckedChildren="Tidak" />;
  if (jenis.type === 'integer' || jenis.type === 'number') {
    const rupiah = words.unit === 'rupiah';
    return (
      <InputNumber
        style={{ width: '100%', maxWidth: 320 }}
        precision={jenis.type === 'integer' ? 0 : 2}
        decimalSeparator=","
        formatter={(v) =>
          v === undefined || v === '' ? '' : String(v).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
        }
        parser={(v) => (v ?? '').replace(/\./g, '').replace(',', '.')}
        prefix={rupiah ? 'Rp' : undefined}
        suffix={!rupiah && words.unit ? words.unit : undefined}
      />
    );
  }
  if (jenis.enum)
    return <Select style={{ maxWidth: 320 }} options={jenis.enum.map((v) => ({ value: v, label: v }))} />;
  if (jenis.maxLength !== undefined && jenis.maxLength > 120)
    return <Input.TextArea rows={3} maxLength={jenis.maxLength} showCount />;
  return <Input maxLength={jenis.maxLength} />;
}

/** One field of the form: a value of one type, or each field of a setting made of several. */
function ValueFields({ jenis, words }: { jenis: AppConfigJenis; words: AppConfigWords }) {
  if (jenis.type !== 'object')
    return (
      <Form.Item
        name="value"
        label={words.label}
        valuePropName={jenis.type === 'boolean' ? 'checked' : 'value'}
        rules={rulesOf(jenis, words, true)}
      >
        {inputOf(jenis, words)}
      </Form.Item>
    );
  return (
    <>
      {Object.entries(jenis.properties ?? {}).map(([field, inner]) => {
        const fieldWords = words.fields?.[field] ?? { label: field };
        return (
          <Form.Item
            key={field}
            name={['value', field]}
            label={fieldWords.label}
            valuePropName={inner.type === 'boolean' ? 'checked' : 'value'}
            rules={rulesOf(inner, fieldWords, jenis.required?.includes(field) ?? false)}
          >
            {inputOf(inner, fieldWords)}
          </Form.Item>
        );
      })}
    </>
  );
}

/** The server's 422 (`value` or `value.<field>`) under the inputs they concern. */
function serverErrors(errors: Record<string, string[]>) {
  return Object.entries(errors).map(([path, errs]) => ({ name: path.split('.'), errors: errs }));
}

/** One setting: a form with an input per value by its type, its bounds, its words; confirmed, then saved. */
export function AppConfigDetailPage() {
  const { modal } = useAppApis();
  const { id: key = '' } = useParams();
  const configs = useAppConfigs();
  const save = useSaveAppConfig();
  const [form] = Form.useForm<{ value: unknown }>();
  const config = configs.data?.find((c) => c.key === key);
  const words = appConfigWords(key);

  const back = <LinkButton to={buildPath('admin-app-configs')}>Kembali ke daftar</LinkButton>;
  if (configs.isPending) return <Skeleton active />;
  if (!config || !config.jenis) {
    return (
      <>
        <PageHeader title="Detail Konfigurasi Aplikasi" extra={back} />
        <Alert type="error" showIcon title={`Konfigurasi ${key} tidak ditemukan.`} />
      </>
    );
  }

  const submit = ({ value }: { value: unknown }) => {
    modal.confirm({
      title: `Simpan ${words.label}?`,
      content: 'Perubahan berlaku langsung untuk seluruh pengguna.',
      okText: 'Ya, simpan',
      cancelText: 'Batal',
      onOk: async () => {
        try {
          const result = await save.mutateAsync({ key, value });
          notify.success(result.message ?? 'Konfigurasi berhasil disimpan');
        } catch (error) {
          const errors = (error as { errors?: Record<string, string[]> | null }).errors;
          if (errors) form.setFields(serverErrors(errors) as never);
        }
      },
    });
  };

  return (
    <Flex vertical gap={16}>
      <PageHeader title={words.label} subtitle={config.description} extra={back} />
      <Card>
        <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="Kunci">{config.key}</Descriptions.Item>
          <Descriptions.Item label="Terakhir diubah">{formatDateTime(config.updated_at)}</Descriptions.Item>
        </Descriptions>
        {/* The value is there at the first paint (no empty input, then a value); a saved change remounts the form. */}
        <Form
          key={config.updated_at}
          form={form}
          layout="vertical"
          initialValues={{ value: config.value }}
          onFinish={submit}
          style={{ maxWidth: 560 }}
        >
          <ValueFields jenis={config.jenis} words={words} />
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Simpan
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
