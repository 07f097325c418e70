import { Descriptions } from 'antd';
import type { SheetRow } from '@domain/invoiceDocumentSheet';

/** A section of the invoice as label and value pairs, one a line. */
export const SheetRows = ({ title, rows }: { title: string; rows: SheetRow[] }) => (
  <Descriptions
    title={title}
    column={1}
    size="small"
    items={rows.map(({ label, value }) => ({ key: label, label, children: value }))}
  />
);
