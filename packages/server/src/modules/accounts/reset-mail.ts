import type { Mail } from './mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The password-reset mail: a text and an HTML part, both with the one-hour link. */
export function resetPasswordMail(to: string, username: string, link: string): Mail {
  const text = [
    `Hi ${username},`,
    '',
    'Someone (hopefully you) asked to reset the password of your Earmark account.',
    'Choose a new password here within the next hour:',
    '',
    link,
    '',
    'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
    '',
    '— Earmark',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>Hi ${escapeHtml(username)},</p>
<p>Someone (hopefully you) asked to reset the password of your Earmark account.
Choose a new password within the next hour:</p>
<p><a href="${escapeHtml(link)}">Reset your password</a></p>
<p style="color: #666">Or paste this address into your browser: ${escapeHtml(link)}</p>
<p style="color: #666">The link works once. If you did not ask for it, ignore this mail: your password stays as it is.</p>
<p>— Earmark</p>
</body></html>`;
  return { to, subject: 'Reset your Earmark password', text, html };
}
