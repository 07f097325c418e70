import { DownloadOutlined } from '@ant-design/icons';
import type { DownloadProgress } from '../api/fileDownload';
import { DownloadButton } from './DownloadButton';

/** "Exporting… 1,200 rows" for a CSV file, whose header row is not a row of the list. */
const exportedRows = ({ lines }: DownloadProgress): string =>
  `Exporting… ${Math.max(lines - 1, 0).toLocaleString('en-US')} rows`;

type Props = {
  /** The API's path of the export, after /api. */
  path: string;
  /** The list's filters, so that the file holds what the list shows, every page of it. */
  params: Record<string, string>;
  /** The file's name if the server gives none. */
  fileName: string;
};

/** Exports a list as a CSV file, counting its rows as they come in. */
export const ExportCsvButton = ({ path, params, fileName }: Props) => (
  <DownloadButton
    path={path}
    params={params}
    fileName={fileName}
    progressText={exportedRows}
    icon={<DownloadOutlined aria-hidden="true" />}
  >
    Export CSV
  </DownloadButton>
);
