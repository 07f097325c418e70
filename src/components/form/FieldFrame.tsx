import type { ReactNode } from 'react';
import { theme } from 'antd';

type Props = {
  label: string;
  /** The control's id, for the label to name it; a group names itself with aria-label. */
  htmlFor?: string;
  error?: string;
  /** How to fill the field in, said beneath it: the error, when there is one, comes after it. */
  hint?: string;
  children: ReactNode;
};

/** The id of a field's error text, for its control's aria-describedby. */
export const fieldErrorId = (name: string) => `${name}-error`;

/** The id of a field's hint, for its control's aria-describedby. */
export const fieldHintId = (name: string) => `${name}-hint`;

/**
 * A form field's label, control, hint and error, laid out as antd's vertical Form.Item: the error
 * takes the place of the gap below the field, with a little room of its own before the next label
 * so that it reads as this field's. antd's own Form.Item would bring its whole form engine, which
 * final-form already does for us.
 */
export const FieldFrame = ({ label, htmlFor, error, hint, children }: Props) => {
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
      {hint && (
        <div
          id={htmlFor ? fieldHintId(htmlFor) : undefined}
          style={{
            paddingTop: token.paddingXXS,
            color: token.colorTextSecondary,
            fontSize: token.fontSizeSM,
            lineHeight: token.lineHeightSM,
          }}
        >
          {hint}
        </div>
      )}
      {error && (
        <div
          id={htmlFor ? fieldErrorId(htmlFor) : undefined}
          style={{
            minHeight: token.marginLG,
            paddingTop: token.paddingXXS,
            marginBottom: token.marginXS,
            color: token.colorError,
            fontSize: token.fontSizeSM,
            lineHeight: token.lineHeightSM,
          }}
        >
          {error}
        </div>
      )}
    </div>
  );
};
