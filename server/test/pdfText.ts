import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The text of a PDF as a reader would copy it out, every run of spaces and line breaks as one space. */
export const pdfText = (pdf: Uint8Array): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = execFile('pdftotext', ['-layout', '-', '-'], (error, stdout) =>
      error ? reject(error) : resolve(stdout.replace(/\s+/g, ' ')),
    );
    child.stdin?.end(Buffer.from(pdf));
  });

/**
 * How many pages a PDF has, how many images are drawn on them, and each font it uses with whether
 * the file carries it, as poppler reads them.
 */
export const pdfFacts = async (pdf: Uint8Array) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-'));
  try {
    const file = path.join(dir, 'paper.pdf');
    await writeFile(file, pdf);
    const [{ stdout: info }, { stdout: images }, { stdout: fonts }] = await Promise.all([
      run('pdfinfo', [file]),
      run('pdfimages', ['-list', file]),
      run('pdffonts', [file]),
    ]);
    // Each lists two heading lines, then one line an image or a font.
    const listed = (list: string) => list.trim().split('\n').slice(2);
    return {
      pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]),
      // A signature's transparency is a mask of its own.
      images: listed(images).filter((line) => !/\bsmask\b/.test(line)).length,
      // A font's name first, whether it is embedded the fifth column from the end.
      fonts: listed(fonts).map((row) => {
        const columns = row.trim().split(/\s+/);
        return { name: columns[0] ?? '', embedded: columns.at(-5) === 'yes' };
      }),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
