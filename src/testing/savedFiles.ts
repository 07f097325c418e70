/** A file the app handed to the browser to save. */
export type SavedFile = { blob: Blob; name: string };

/**
 * The files the app hands to the browser to save, as they are saved: jsdom saves nothing and
 * makes no object URLs, so both are stood in for, and a download link's click is caught.
 */
export const catchSavedFiles = (): SavedFile[] => {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const href = `blob:test/${blobs.size}`;
    blobs.set(href, blob);
    return href;
  };
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ blob, name: this.download });
  });
  return saved;
};
