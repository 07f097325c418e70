import { Card, Col, Flex, Row } from 'antd';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';

/** The load's details (all optional) and what each end needs to know (required). */
export const FinalizingFields = () => (
  <Flex vertical gap={24}>
    <Card title="Load">
      <Row gutter={16}>
        <Col span={12}>
          <TextField name="reference_number" label="Reference number (optional)" />
        </Col>
        <Col span={12}>
          <TextField name="commodity" label="Commodity (optional)" />
        </Col>
        <Col span={8}>
          <TextField
            name="weight"
            label="Weight (thousands of lbs, optional)"
            placeholder="42 for 42,000 lbs"
          />
        </Col>
        <Col span={8}>
          <TextField name="packaging" label="Packaging count (optional)" placeholder="24" />
        </Col>
        <Col span={8}>
          <TextField
            name="packaging_type"
            label="Packaging type (optional)"
            placeholder="Pallets, crates, drums"
          />
        </Col>
      </Row>
    </Card>
    <Row gutter={24}>
      <Col span={12}>
        <Card title="Pickup" style={{ height: '100%' }}>
          <TextField name="pickup_number" label="Pickup number" required />
          <TextAreaField name="pickup_notes" label="Pickup notes" required />
        </Card>
      </Col>
      <Col span={12}>
        <Card title="Dropoff" style={{ height: '100%' }}>
          <TextField name="dropoff_number" label="Dropoff number" required />
          <TextAreaField name="dropoff_notes" label="Dropoff notes" required />
        </Card>
      </Col>
    </Row>
  </Flex>
);
