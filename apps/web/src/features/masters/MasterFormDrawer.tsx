import type { MasterDefinition } from '@gratifikasi/domain';
import { Button, Drawer, Flex, Form } from 'antd';
import { useEffect, useMemo } from 'react';
import { notify } from '@/platform/notify';
import { type MasterItem, type MasterPayload, useSaveMaster } from './api';
import { fieldSchemas, initialValues, MasterFormItem, toPayload } from './formFields';

interface MasterFormDrawerProps {
  def: MasterDefinition;
  open: boolean;
  /** The row being edited, or null to create one. */
  item: MasterItem | null;
  /** Values a new row starts with (a list fixed to one parent presets it). */
  defaults?: MasterPayload;
  onClose: () => void;
  onSaved?: (item: MasterItem) => void;
}

interface FieldFailure {
  status?: number;
  errors?: Record<string, string[]> | null;
}

/** Create and edit form of any master, generated from its fields; rules from the shared record schema. */
export function MasterFormDrawer({ def, open, item, defaults, onClose, onSaved }: MasterFormDrawerProps) {
  const [form] = Form.useForm<MasterPayload>();
  const save = useSaveMaster(def);
  const schemas = useMemo(() => fieldSchemas(def), [def]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ ...initialValues(def, item), ...(item ? {} : defaults) });
  }, [open, item, def, form, defaults]);

  const submit = async (values: MasterPayload) => {
    try {
      const result = await save.mutateAsync({ id: item?.id ?? null, payload: toPayload(def, values) });
      notify.success(result.message ?? 'Data berhasil disimpan');
      onSaved?.(result.item);
      onClose();
    } catch (error) {
      const failure = error as FieldFailure;
      // The server's field messages go under their inputs; the api client has shown the general message.
      if (failure.status === 422 && failure.errors) {
        const known = new Set(def.fields.map((f) => f.name));
        form.setFields(
          Object.entries(failure.errors)
            .filter(([name]) => known.has(name))
            .map(([name, errors]) => ({ name, errors })),
        );
      }
    }
  };

  // A changed parent empties its dependants (a city of another province is no longer a valid choice).
  const onValuesChange = (changed: MasterPayload) => {
    for (const field of def.fields) {
      if (field.dependsOn && field.dependsOn in changed) form.setFieldValue(field.name, undefined);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={item ? `Ubah ${def.label}` : `Tambah ${def.label}`}
      size={520}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>Batal</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            Simpan
          </Button>
        </Flex>
      }
    >
      <Form form={form} layout="vertical" onFinish={submit} onValuesChange={onValuesChange}>
        {def.fields.map((field) => (
          <MasterFormItem
            key={field.name}
            field={field}
            schema={schemas[field.name]!}
            form={form}
            item={item}
          />
        ))}
      </Form>
    </Drawer>
  );
}
