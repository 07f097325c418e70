/** Hands a file to the browser to save, as a link with `download` does. */
export const saveFile = (blob: Blob, name: string): void => {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the file: at once would cancel the download in some.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
};
