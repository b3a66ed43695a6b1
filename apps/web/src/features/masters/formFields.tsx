import { type MasterDefinition, type MasterField, masterRecordSchema, toApiDate } from '@gratifikasi/domain';
import type { FormInstance, FormItemProps } from 'antd';
import { ColorPicker, DatePicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense } from 'react';
import type { z } from 'zod';
import { isBeforeFloor } from '@/ui/dateRules';
import { zodRule } from '@/ui/zodRule';
import type { MasterItem, MasterPayload } from './api';
import { RelationSelect } from './RelationSelect';
import { UrlUploadInput } from './UrlUploadInput';

/** The editor is its own chunk: only a form with a rich-text field loads it (admins, never guests). */
const RichTextInput = lazy(() => import('./RichTextInput'));

/** The Zod rule of each field, taken from the record schema the server also validates with. */
export function fieldSchemas(def: MasterDefinition): Record<string, z.ZodType> {
  return masterRecordSchema(def).out.shape;
}

/** Form values of a row (edit) or of the defaults (create); the form holds API values (dates 'YYYY-MM-DD'). */
export function initialValues(def: MasterDefinition, item: MasterItem | null): MasterPayload {
  const values: MasterPayload = {};
  for (const field of def.fields) {
    const raw = item ? item[field.name] : field.default;
    if (field.type === 'json' && raw !== null && raw !== undefined && typeof raw !== 'string') {
      values[field.name] = JSON.stringify(raw, null, 2);
    } else if (field.type === 'date' && typeof raw === 'string') {
      values[field.name] = toApiDate(raw);
    } else {
      values[field.name] = raw ?? (field.type === 'boolean' ? false : undefined);
    }
  }
  return values;
}

/** The payload of the form: every field present, empty ones as null so an update can clear them. */
export function toPayload(def: MasterDefinition, values: MasterPayload): MasterPayload {
  const payload: MasterPayload = {};
  for (const field of def.fields) {
    const value = values[field.name];
    payload[field.name] = value === undefined || value === '' ? null : value;
  }
  return payload;
}

/** How a field's input maps to the API value held by the form (only dates and colours differ). */
function valueMapping(field: MasterField): Partial<FormItemProps> {
  if (field.type === 'date') {
    return {
      getValueProps: (value: unknown) => ({
        value: typeof value === 'string' && value ? dayjs(value) : null,
      }),
      getValueFromEvent: (date: Dayjs | null) => (date ? toApiDate(date) : null),
    };
  }
  if (field.type === 'color') {
    return { getValueFromEvent: (color: { toHexString: () => string }) => color.toHexString() };
  }
  if (field.type === 'boolean') return { valuePropName: 'checked' };
  return {};
}

interface FieldInputProps {
  field: MasterField;
  form: FormInstance;
  item: MasterItem | null;
}

/** The input of a field; Form.Item injects id, value/checked and onChange, which go on to the input. */
function FieldInput({ field, form, item, ...injected }: FieldInputProps) {
  const parentValue: unknown = Form.useWatch(field.dependsOn ?? '__none__', form);
  // Typed loosely on purpose: what Form.Item injects differs per input (value or checked).
  const control: object = injected;
  switch (field.type) {
    case 'textarea':
      return <Input.TextArea {...control} rows={3} />;
    case 'richtext':
      return (
        <Suspense fallback={<Input.TextArea disabled rows={8} />}>
          <RichTextInput {...control} />
        </Suspense>
      );
    case 'url':
      return field.upload ? <UrlUploadInput {...control} /> : <Input {...control} />;
    case 'json':
      return <Input.TextArea {...control} rows={4} style={{ fontFamily: 'monospace' }} />;
    case 'integer':
      return <InputNumber {...control} precision={0} style={{ width: '100%' }} />;
    case 'decimal':
    case 'money':
      return (
        <InputNumber<string>
          {...control}
          stringMode
          style={{ width: '100%' }}
          prefix={field.type === 'money' ? 'Rp' : undefined}
        />
      );
    case 'boolean':
      return <Switch {...control} checkedChildren="Ya" unCheckedChildren="Tidak" />;
    case 'date':
      return (
        <DatePicker
          {...control}
          disabledDate={isBeforeFloor}
          format="DD-MM-YYYY"
          style={{ width: '100%' }}
          placeholder="DD-MM-YYYY"
        />
      );
    case 'color':
      return <ColorPicker {...control} showText format="hex" />;
    case 'enum':
      return (
        <Select
          {...control}
          allowClear
          mode={field.multiple ? 'multiple' : undefined}
          options={(field.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
        />
      );
    case 'relation':
      return (
        <RelationSelect
          {...control}
          master={field.relation?.master ?? ''}
          labelField={field.relation?.labelField ?? 'nama'}
          parent={field.dependsOn ? { field: field.dependsOn, value: parentValue } : null}
          currentLabel={item?.labels?.[field.name] ?? null}
          placeholder={`Pilih ${field.label}`}
        />
      );
    default:
      return <Input {...control} />;
  }
}

/** One generated form item: label, input by type, the schema's rule, the definition's help text. */
export function MasterFormItem({
  field,
  schema,
  form,
  item,
}: {
  field: MasterField;
  schema: z.ZodType;
  form: FormInstance;
  item: MasterItem | null;
}) {
  return (
    <Form.Item
      name={field.name}
      label={field.label}
      required={field.required}
      extra={field.help}
      rules={[zodRule(schema)]}
      {...valueMapping(field)}
    >
      <FieldInput field={field} form={form} item={item} />
    </Form.Item>
  );
}
