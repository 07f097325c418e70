import type { Email } from 'postal-mime';
import type { Shipper } from './paymentFixtures';
import type { TestServer } from './testServer';

/** The shipper's address, as the server has it. */
export const emailOf = async (server: TestServer, who: Shipper): Promise<string> => {
  const { body } = await server.app.inject({
    method: 'GET',
    url: '/api/auth/user/',
    headers: who.headers,
  });
  return (JSON.parse(body) as { email: string }).email;
};

/** The files attached to an e-mail, in order, each with its bytes. */
export const attachmentsOf = (mail: Email) =>
  mail.attachments.map((attachment) => {
    const { content } = attachment;
    const bytes =
      typeof content === 'string' ? Buffer.from(content, 'base64') : new Uint8Array(content);
    return { ...attachment, bytes };
  });

/** The one file attached to an e-mail, with its bytes. */
export const attachmentOf = (mail: Email) => {
  const [attachment, ...others] = attachmentsOf(mail);
  expect(others).toEqual([]);
  if (!attachment) throw new Error('The e-mail has no attachment.');
  return attachment;
};
