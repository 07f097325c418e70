import { execFile } from 'node:child_process';

/** The text of a PDF as a reader would copy it out, every run of spaces and line breaks as one space. */
export const pdfText = (pdf: Uint8Array): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = execFile('pdftotext', ['-layout', '-', '-'], (error, stdout) =>
      error ? reject(error) : resolve(stdout.replace(/\s+/g, ' ')),
    );
    child.stdin?.end(Buffer.from(pdf));
  });
