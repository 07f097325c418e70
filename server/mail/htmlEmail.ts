import { PRODUCT_NAME } from '@domain/constants';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** User-typed text (a first name) must never become markup in a message. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

type HtmlEmail = {
  greeting: string;
  paragraphs: string[];
  button: { label: string; href: string };
  footer: string;
};

/** A simple single-column message; every text is escaped here. */
export const htmlEmail = ({ greeting, paragraphs, button, footer }: HtmlEmail) => {
  const href = escapeHtml(button.href);
  return `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:20px;color:#1554c0">${escapeHtml(PRODUCT_NAME)}</h1>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:32px 0"><a href="${href}" style="background:#1554c0;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(button.label)}</a></p>
<p style="font-size:13px;color:#52606d">If the button does not work, copy this link into your browser:<br><a href="${href}">${href}</a></p>
<p style="font-size:13px;color:#52606d">${escapeHtml(footer)}</p>
</div></body></html>`;
};
