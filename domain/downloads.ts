/** A download the browser saves under its name rather than shows, as the server and mocks send it. */
export const attachmentDisposition = (fileName: string): string =>
  `attachment; filename="${fileName}"`;
