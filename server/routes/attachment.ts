/** A download the browser saves under its name rather than shows. */
export const attachment = (fileName: string) => `attachment; filename="${fileName}"`;
