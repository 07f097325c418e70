import type { ReactNode } from 'react';
import { theme } from 'antd';

type Props = {
  label: string;
  /** The control's id, for the label to name it; a group names itself with aria-label. */
  htmlFor?: string;
  error?: string;
  children: ReactNode;
};

/** The id of a field's error text, for its control's aria-describedby. */
export const fieldErrorId = (name: string) => `${name}-error`;

/**
 * A form field's label, control and error, laid out as antd's vertical Form.Item: the error takes
 * the place of the gap below the field, so a one-line error moves nothing. antd's own Form.Item
 * would bring its whole form engine, which final-form already does for us.
 */
export const FieldFrame = ({ label, htmlFor, error, children }: Props) => {
  const { token } = theme.useToken();
  const labelStyle = {
    display: 'block',
    paddingBottom: token.paddingXS,
    color: token.colorTextHeading,
  };
  return (
    <div style={{ marginBottom: error ? 0 : token.marginLG }}>
      {htmlFor ? (
        <label htmlFor={htmlFor} style={labelStyle}>
          {label}
        </label>
      ) : (
        <div style={labelStyle}>{label}</div>
      )}
      {children}
      {error && (
        <div
          id={htmlFor ? fieldErrorId(htmlFor) : undefined}
          style={{ minHeight: token.marginLG, color: token.colorError }}
        >
          {error}
        </div>
      )}
    </div>
  );
};
