/** What the error screen says, and how it offers the reload. */
export type ErrorNoticeProps = { title: string; subTitle: string; onReload: () => void };

export const RELOAD_LABEL = 'Reload the page';
