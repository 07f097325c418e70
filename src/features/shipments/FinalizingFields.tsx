import { Card, Col, Flex, Row } from 'antd';
import { RadioGroupField } from '../../components/form/RadioGroupField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import {
  TEMPERATURE_MAX_F,
  TEMPERATURE_MIN_F,
  TEMPERATURE_MODE_LABELS,
  TEMPERATURE_MODES,
  takesTemperature,
} from '@domain/reeferTemperature';
import type { Equipment } from '@domain/types';

const MODE_OPTIONS = TEMPERATURE_MODES.map((value) => ({
  value,
  label: TEMPERATURE_MODE_LABELS[value],
}));

/** What a reefer's unit must hold: the carrier sets it before loading. */
const TemperatureFields = () => (
  <Card title="Temperature">
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <TextField
          name="temperature_f"
          label="Temperature (°F)"
          placeholder={`${TEMPERATURE_MIN_F} to ${TEMPERATURE_MAX_F}, e.g. 34`}
          required
        />
      </Col>
      <Col xs={24} sm={12}>
        <RadioGroupField
          name="temperature_mode"
          label="Unit runs"
          options={MODE_OPTIONS}
          optionType="button"
          required
        />
      </Col>
    </Row>
  </Card>
);

/**
 * The load's details (all optional), a reefer's temperature (required), and what each end needs
 * to know (required).
 */
export const FinalizingFields = ({ equipment }: { equipment: Equipment }) => (
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
    {takesTemperature(equipment) && <TemperatureFields />}
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
