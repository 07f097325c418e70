import type { FormEventHandler, ReactNode } from 'react';
import { Form } from 'antd';

type Props = { onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode; label: string };

/** A final-form `<form>` laid out by antd (labels above fields, antd's spacing and error styles). */
export const FormLayout = ({ onSubmit, children, label }: Props) => (
  <Form layout="vertical" component={false} requiredMark={false}>
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
    </form>
  </Form>
);
