/** The link's token from the page's path, /t/{token}; empty when there is none. */
export const tokenOf = (pathname: string): string => {
  const [, segment = ''] = /^\/t\/([^/]*)/.exec(pathname) ?? [];
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
};
