/** The link's token from the page's path, /d/{token}; empty when there is none. */
export const tokenOf = (pathname: string): string => {
  const [, segment = ''] = /^\/d\/([^/]*)/.exec(pathname) ?? [];
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
};
