import type { FormEventHandler, ReactNode } from 'react';

type Props = { onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode; label: string };

/** A final-form `<form>`, named for assistive technology; the browser's own validation stays off. */
export const FormLayout = ({ onSubmit, children, label }: Props) => (
  <form onSubmit={onSubmit} noValidate aria-label={label}>
    {children}
  </form>
);
