import type { ReactNode } from 'react';

type Props = {
  /** The control's id; its error, when it has one, is `${id}-error`. */
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
};

/** The id of a field's error, for the control's aria-describedby. */
export const errorIdOf = (id: string) => `${id}-error`;

/** A labelled control of a form, marked and followed by its error when it has one. */
export const Field = ({ id, label, error, children }: Props) => (
  <div className={`field${error ? ' invalid' : ''}`}>
    <label htmlFor={id}>{label}</label>
    {children}
    {error && (
      <p className="error" id={errorIdOf(id)}>
        {error}
      </p>
    )}
  </div>
);
