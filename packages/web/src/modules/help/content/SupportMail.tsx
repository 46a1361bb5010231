import { supportEmail, supportMailto } from '../../../lib/links';

/** The support address as a mail link, inside the help pages' prose. */
export function SupportMail() {
  return <a href={supportMailto()}>{supportEmail()}</a>;
}
