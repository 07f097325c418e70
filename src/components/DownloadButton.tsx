import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from 'antd';
import type { ButtonProps } from 'antd';
import { DownloadError, downloadFile } from '../api/fileDownload';
import type { DownloadProgress } from '../api/fileDownload';
import { saveFile } from '../lib/saveFile';
import { useAppDispatch, useAppStore } from '../state/hooks';
import { showError } from '../state/toastSlice';

type Props = {
  /** The API's path of the file, after /api. */
  path: string;
  params?: Record<string, string>;
  /** The file's name if the server gives none. */
  fileName: string;
  /** What the button says while the file comes in, from its progress. */
  progressText: (progress: DownloadProgress) => string;
  children: ReactNode;
} & Pick<ButtonProps, 'icon' | 'type' | 'size'> & { 'aria-label'?: string };

const kilobytes = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "Downloading… 120 KB": for a file whose size only its end tells. */
export const downloadedSoFar = ({ bytes }: DownloadProgress): string =>
  `Downloading… ${kilobytes.format(bytes / 1024)} KB`;

/**
 * A button that fetches a file of the API with the session's token and hands it to the browser
 * to save, saying how far it has come meanwhile; a failure is said in a message, and the button
 * can be pressed again.
 */
export const DownloadButton = ({
  path,
  params = {},
  fileName,
  progressText,
  children,
  ...button
}: Props) => {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const download = async () => {
    setProgress({ bytes: 0, lines: 0 });
    try {
      const file = await downloadFile(store, path, params, fileName, setProgress);
      saveFile(file.blob, file.name);
    } catch (error) {
      if (!(error instanceof DownloadError)) throw error;
      dispatch(showError(error.message));
    } finally {
      setProgress(null);
    }
  };
  return (
    <Button {...button} loading={progress !== null} onClick={() => void download()}>
      <span role={progress ? 'status' : undefined}>
        {progress ? progressText(progress) : children}
      </span>
    </Button>
  );
};
