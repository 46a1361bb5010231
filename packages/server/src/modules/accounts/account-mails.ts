import type { Mail } from './mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain mail: paragraphs as text and as HTML, an optional link given its own line and button. */
function composeMail(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { label: string; href: string },
): Mail {
  const text = [...paragraphs.flatMap((p) => [p, '']), ...(link ? [link.href, ''] : []), '— Earmark'].join(
    '\n',
  );
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>\n<p style="color: #666">Or paste this address into your browser: ${escapeHtml(link.href)}</p>` : ''}
<p>— Earmark</p>
</body></html>`;
  return { to, subject, text, html };
}

/** To the new address: the single-use link that makes it the account's address. */
export function confirmEmailChangeMail(to: string, username: string, link: string, hours: number): Mail {
  return composeMail(
    to,
    'Confirm your new Earmark email address',
    [
      `Hi ${username},`,
      `You asked to use this address for your Earmark account. Confirm it within the next ${hours} hours:`,
    ],
    { label: 'Confirm this address', href: link },
  );
}

/** To the old address: a change was asked for, or has been made. */
export function emailChangeNoticeMail(
  to: string,
  username: string,
  newEmail: string,
  stage: 'requested' | 'changed',
  settingsLink: string,
): Mail {
  const first =
    stage === 'requested'
      ? `Someone signed in to your Earmark account asked to change its email address to ${newEmail}. Nothing changes until the link sent to that address is opened.`
      : `The email address of your Earmark account is now ${newEmail}. Mails from Earmark go there from now on.`;
  return composeMail(
    to,
    stage === 'requested'
      ? 'Your Earmark email address may change'
      : 'Your Earmark email address was changed',
    [
      `Hi ${username},`,
      first,
      'If this was not you, change your password in Settings straight away and write to support.',
    ],
    { label: 'Open your settings', href: settingsLink },
  );
}

/** Product news, to a member who accepts news mails; every one says how to stop them. */
export function newsMail(
  to: string,
  username: string,
  subject: string,
  body: string,
  settingsLink: string,
): Mail {
  return composeMail(
    to,
    subject,
    [
      `Hi ${username},`,
      ...body
        .split(/\n{2,}/)
        .map((p) => p.trim())
        .filter(Boolean),
      'You get this because you accept news emails from Earmark. Turn them off under Settings → Account:',
    ],
    { label: 'Email settings', href: settingsLink },
  );
}

/** To an address that already has an account, when someone signs up with it again. */
export function signupAttemptMail(to: string, username: string, publicUrl: string): Mail {
  return composeMail(
    to,
    'Someone tried to sign up to Earmark with your address',
    [
      `Hi ${username},`,
      'Someone just tried to create a new Earmark account with this email address, which already belongs to your account. No new account was made.',
      `If it was you, log in as ${username} at ${publicUrl}/login, or choose a new password at ${publicUrl}/request-password-reset if you have forgotten it.`,
      'If it was not you, you need not do anything: your account is unchanged.',
    ],
    { label: 'Log in to Earmark', href: `${publicUrl}/login` },
  );
}
