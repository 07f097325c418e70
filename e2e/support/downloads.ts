import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';

/** What a click saved, as the browser saved it. */
export const savedBy = async (page: Page, click: () => Promise<void>): Promise<Download> => {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
};

/** A saved text file's content. */
export const savedText = async (download: Download) => readFileSync(await download.path(), 'utf8');

/** A saved PDF's text as a reader would copy it out, laid out as on the page. */
export const savedPdfText = async (download: Download) =>
  execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' });
