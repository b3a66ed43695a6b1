import { Alert, Col, DatePicker, Form, Input, Radio, Row } from 'antd';
import { apiDateRule, isBeforeFloor } from '@/ui/dateRules';
import { DATE_FORMAT } from './formModel';

/** Asked only when an employment field changed: what kind of change, and since when. */
export function ChangeFields() {
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="Data kepegawaian berubah. Perubahan ini akan dicatat pada riwayat pelapor."
      />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="jenis_perubahan" label="Jenis Perubahan">
            <Radio.Group
              options={[
                { value: 'UBAH', label: 'Ubah data' },
                { value: 'MUTASI', label: 'Mutasi' },
                { value: 'RANGKAP', label: 'Rangkap jabatan' },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="berlaku_mulai" label="Berlaku Mulai" rules={[apiDateRule]}>
            <DatePicker
              format={DATE_FORMAT}
              disabledDate={isBeforeFloor}
              placeholder="DD-MM-YYYY"
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="keterangan_perubahan" label="Keterangan Perubahan">
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
    </>
  );
}
